import { describe, expect, it } from 'vitest';
import { SupplierSoldOutError, type TicketBookingRequest } from '../attraction-provider';
import { builtInAttractions, createBuiltInAttractionProvider } from './built-in-provider';

const provider = createBuiltInAttractionProvider();

// 2027-03-02 is a Tuesday, the Louvre's closing day; the 3rd a Wednesday with late opening.
const TUESDAY = '2027-03-02';
const WEDNESDAY = '2027-03-03';

const request = (overrides: Partial<TicketBookingRequest> = {}): TicketBookingRequest => ({
  reference: 'line_01J9Z7',
  attractionId: 'louvre-priority',
  date: WEDNESDAY,
  time: '10:00',
  units: [
    { type: 'adult', quantity: 2 },
    { type: 'child', quantity: 1 },
  ],
  leadTraveller: { name: 'Nguyen Van An' },
  ...overrides,
});

describe('the built-in attraction provider', () => {
  it('lists every attraction, most popular first, from one catalogue per process', async () => {
    const list = await provider.list();
    expect(list.length).toBe(builtInAttractions().length);
    expect(list.map((r) => r.popularity)).toEqual(list.map((_, i) => i + 1));
    expect(builtInAttractions()).toBe(builtInAttractions());
    // A caller sorting its copy leaves the next caller's order alone.
    list.reverse();
    expect((await provider.list())[0]?.attractionId).toBe('eiffel-tower-summit');
  });

  it('finds one attraction by id, and nothing for an unknown one', async () => {
    expect((await provider.attraction('colosseum-arena'))?.countryCode).toBe('IT');
    expect(await provider.attraction('atlantis')).toBeNull();
    expect(await provider.availability('atlantis', TUESDAY, TUESDAY)).toBeNull();
  });

  it('is closed on a closed weekday and open with half-hourly slots on an open one', async () => {
    const days = await provider.availability('louvre-priority', TUESDAY, WEDNESDAY);
    expect(days?.map((d) => d.date)).toEqual([TUESDAY, WEDNESDAY]);
    expect(days?.[0]).toEqual({ date: TUESDAY, open: false, slots: [] });
    const wednesday = days?.[1];
    expect(wednesday?.open).toBe(true);
    const times = wednesday?.slots.map((s) => s.time) ?? [];
    expect(times[0]).toBe('09:00');
    expect(times).toContain('09:30');
    // Open until 21:00: the last entry leaves an hour for the visit.
    expect(times[times.length - 1]).toBe('20:00');
    for (const slot of wednesday?.slots ?? []) expect(slot.vacancies).toBe(slot.capacity);
  });

  it('offers tours at their fixed departures only', async () => {
    const [day] = (await provider.availability('ha-long-bay-cruise', WEDNESDAY, WEDNESDAY)) ?? [];
    expect(day?.slots.map((s) => s.time)).toEqual(['12:00']);
  });

  it('answers one day per date, from and to included', async () => {
    const days = await provider.availability('tokyo-skytree', '2027-02-26', '2027-03-03');
    expect(days?.map((d) => d.date)).toEqual([
      '2027-02-26',
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
    ]);
  });

  it('books once per reference, one ticket per person in the order of the units', async () => {
    const first = await provider.book(request());
    expect(first.tickets.map((t) => t.unitType)).toEqual(['adult', 'adult', 'child']);
    expect(new Set(first.tickets.map((t) => t.supplierTicketReference)).size).toBe(3);
    expect(await provider.book(request())).toEqual(first);
    const other = await provider.book(request({ reference: 'line_01J9Z8' }));
    expect(other.supplierReference).not.toBe(first.supplierReference);
  });

  it('refuses a slot that does not exist and a party larger than the slot', async () => {
    await expect(provider.book(request({ date: TUESDAY }))).rejects.toThrow(/no 10:00 start/);
    await expect(provider.book(request({ time: '10:15' }))).rejects.toThrow();
    await expect(
      provider.book(
        request({
          attractionId: 'kyoto-tea-ceremony',
          time: '11:00',
          units: [{ type: 'adult', quantity: 13 }],
        }),
      ),
    ).rejects.toBeInstanceOf(SupplierSoldOutError);
  });

  it('cancels, and cancelling again is not an error', async () => {
    const { supplierReference } = await provider.book(request());
    await expect(provider.cancel(supplierReference)).resolves.toBeUndefined();
    await expect(provider.cancel(supplierReference)).resolves.toBeUndefined();
  });
});
