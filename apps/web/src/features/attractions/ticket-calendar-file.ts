import 'server-only';
import type { AttractionTicketSnapshot } from '@tern/contracts';
import { createEvent } from 'ics';

/**
 * The visit as an iCalendar event (RFC 5545, written by the `ics` package): start in UTC from
 * the booking's instant, its length, the meeting point's address and coordinates. Made on the
 * server into the page as a data: link, so "Add to calendar" works from the offline copy too
 * and costs the page no script. Null if the package refuses the event (it validates it).
 */
export function ticketCalendarFile(
  booking: AttractionTicketSnapshot,
  event: { uid: string; url: string; description: string },
): string | null {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'tern/tickets',
    start: Date.parse(booking.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: booking.durationMinutes },
    title: booking.name,
    description: event.description,
    location: booking.meetingPoint.address,
    geo: { lat: booking.meetingPoint.latitude, lon: booking.meetingPoint.longitude },
    url: event.url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) {
    console.error('[tickets] calendar file not made', error);
    return null;
  }
  return value;
}

/** A data: URL of the file, for an <a download> that needs no request. */
export const calendarDataUrl = (ics: string) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
