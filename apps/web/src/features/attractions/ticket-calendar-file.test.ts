import type { AttractionTicketSnapshot } from '@tern/contracts';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { calendarDataUrl, ticketCalendarFile } = await import('./ticket-calendar-file');

const booking = {
  name: 'Eiffel Tower summit access',
  startsAt: '2026-12-10T08:30:00.000Z',
  durationMinutes: 90,
  meetingPoint: { address: 'Champ de Mars, 75007 Paris', latitude: 48.8584, longitude: 2.2945 },
} as AttractionTicketSnapshot;

describe('the visit as a calendar file', () => {
  it('starts at the booked instant in UTC, lasts the visit and says where to meet', () => {
    const ics = ticketCalendarFile(booking, {
      uid: 'line-1@tern',
      url: 'https://tern.example/tickets/order-1',
      description: '2 adults · lead An Nguyen',
    });
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('UID:line-1@tern');
    expect(ics).toContain('DTSTART:20261210T083000Z');
    expect(ics).toContain('DURATION:PT90M');
    expect(ics).toContain('SUMMARY:Eiffel Tower summit access');
    expect(ics).toContain('LOCATION:Champ de Mars\\, 75007 Paris');
    expect(ics).toContain('GEO:48.8584;2.2945');
    expect(ics).toContain('STATUS:CONFIRMED');
  });

  it('is linked as a data: URL that needs no request', () => {
    expect(calendarDataUrl('BEGIN:VCALENDAR\r\n')).toBe(
      'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A',
    );
  });
});
