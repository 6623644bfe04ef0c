import type {
  ErrorEnvelope,
  ItineraryPlan,
  ItineraryTripInput,
  SavedItinerary,
  SharedItinerary,
} from '@tern/contracts';
import { addDays } from '@tern/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { itineraries } from '../src/db/schema';
import { MAX_SAVED_ITINERARIES } from '../src/modules/itineraries/itineraries.service';
import { guestShopper } from './support/shopper';
import { signInUnlocked, signInWithCode } from './support/sign-in';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const START = '2026-12-07';
const trip: ItineraryTripInput = {
  legs: [{ countryName: 'United Arab Emirates', startDate: START, endDate: addDays(START, 4) }],
};
const otherTrip: ItineraryTripInput = {
  legs: [{ countryName: 'Japan', startDate: START, endDate: addDays(START, 2) }],
};

let alice: Awaited<ReturnType<typeof signInWithCode>>;
let bob: Awaited<ReturnType<typeof signInWithCode>>;
beforeAll(async () => {
  // Saving is the custom itinerary's: both have unlocked it.
  alice = await signInUnlocked(t, 'alice-itineraries@example.com');
  bob = await signInUnlocked(t, 'bob-itineraries@example.com');
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-site-id': 'tern-web', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

async function save(
  who: { headers: Record<string, string> } = alice,
  body: Record<string, unknown> = { trip },
) {
  const response = await call('POST', '/v1/itineraries', { body, headers: who.headers });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: SavedItinerary }).data;
}

describe('saved itineraries', () => {
  it('saves, lists, reads, renames, re-plans and deletes a plan of the owner', async () => {
    const saved = await save();
    expect(saved.title).toBe('United Arab Emirates, 7 Dec – 11 Dec 2026');
    expect(saved.plan.days).toHaveLength(5);
    expect(saved.shareId).toBeNull();
    expect(saved.legs[0]).toMatchObject({ isoCode: 'AE', startDate: START });

    const list = await call('GET', '/v1/itineraries', { headers: alice.headers });
    expect(list.json().data.itineraries.map((i: { id: string }) => i.id)).toContain(saved.id);
    expect(list.json().count).toBeGreaterThanOrEqual(1);
    expect(list.headers['cache-control']).toBe('private, no-store');

    const read = await call('GET', `/v1/itineraries/${saved.id}`, { headers: alice.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.plan).toEqual(saved.plan);

    const renamed = await call('PATCH', `/v1/itineraries/${saved.id}`, {
      body: { title: 'Dubai with the family' },
      headers: alice.headers,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Dubai with the family' });
    expect(renamed.json().data.plan).toEqual(saved.plan);

    const replanned = await call('PATCH', `/v1/itineraries/${saved.id}`, {
      body: { trip: otherTrip },
      headers: alice.headers,
    });
    expect(replanned.json().data.legs[0].isoCode).toBe('JP');
    expect(replanned.json().data.plan.days).toHaveLength(3);

    const deleted = await call('DELETE', `/v1/itineraries/${saved.id}`, { headers: alice.headers });
    expect(deleted.statusCode).toBe(204);
    const gone = await call('GET', `/v1/itineraries/${saved.id}`, { headers: alice.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps the trip as planned, never a plan the client sends', async () => {
    const saved = await save(alice, { trip, plan: { days: [] } });
    expect(saved.plan.days).toHaveLength(5);
    expect(saved.plan.trip.legs[0]!.countryName).toBe('United Arab Emirates');
  });

  it('answers 404 for another traveller’s plan on every route, and 401 with no session', async () => {
    const saved = await save(alice);
    for (const [method, url, body] of [
      ['GET', `/v1/itineraries/${saved.id}`, undefined],
      ['PATCH', `/v1/itineraries/${saved.id}`, { title: 'mine now' }],
      ['DELETE', `/v1/itineraries/${saved.id}`, undefined],
      ['GET', `/v1/itineraries/${saved.id}.ics`, undefined],
      ['POST', '/v1/itineraries/shared', { itineraryId: saved.id }],
    ] as const) {
      const response = await call(method, url, { body, headers: bob.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect((response.json() as ErrorEnvelope).error.code).toBe('NOT_FOUND');
    }
    const bobs = await call('GET', '/v1/itineraries', { headers: bob.headers });
    expect(bobs.json().data.itineraries.map((i: { id: string }) => i.id)).not.toContain(saved.id);
    expect((await call('GET', `/v1/itineraries/${saved.id}`)).statusCode).toBe(401);
    expect((await call('POST', '/v1/itineraries', { body: { trip } })).statusCode).toBe(401);
    // Still Alice's, unchanged.
    const read = await call('GET', `/v1/itineraries/${saved.id}`, { headers: alice.headers });
    expect(read.json().data.title).toBe(saved.title);
  });

  it('refuses bad input by name', async () => {
    const bad = await call('POST', '/v1/itineraries', {
      body: { trip, title: 'x'.repeat(81) },
      headers: alice.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/title must be at most 80/);
    const empty = await call('PATCH', `/v1/itineraries/${(await save()).id}`, {
      body: {},
      headers: alice.headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/send a title, a trip or both/);
    const id = await call('GET', '/v1/itineraries/not-a-uuid', { headers: alice.headers });
    expect(id.statusCode).toBe(400);
  });

  it('saves once for one Idempotency-Key', async () => {
    const headers = { ...alice.headers, 'idempotency-key': 'save-itinerary-once-1' };
    const first = await call('POST', '/v1/itineraries', { body: { trip }, headers });
    const again = await call('POST', '/v1/itineraries', { body: { trip }, headers });
    expect(first.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
  });
});

describe('saved itineraries: sessions, pages and limits', () => {
  it('describes every route in OpenAPI, so the route fuzz sends them its hostile requests', async () => {
    const { body } = await t.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/v1/docs/json',
    );
    const routes = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'DELETE /v1/itineraries/shared/{shareId}',
        'DELETE /v1/itineraries/{id}',
        'GET /v1/itineraries',
        'GET /v1/itineraries/shared/{shareId}',
        'GET /v1/itineraries/shared/{shareId}.ics',
        'GET /v1/itineraries/{id}',
        'GET /v1/itineraries/{id}.ics',
        'PATCH /v1/itineraries/{id}',
        'POST /v1/itineraries',
        'POST /v1/itineraries/ics',
        'POST /v1/itineraries/shared',
      ]),
    );
  });

  it('saves only for a traveller who unlocked the custom itinerary', async () => {
    const guest = await guestShopper(t);
    const locked = await signInWithCode(t, 'dora-itineraries@example.com');
    for (const who of [guest, locked]) {
      const refused = await call('POST', '/v1/itineraries', {
        body: { trip },
        headers: who.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as ErrorEnvelope).error.code).toBe('ITINERARY_LOCKED');
    }
    const saved = await save(alice);
    // Another's plan stays a 404 to a locked traveller too, never a hint that it exists.
    const patch = await call('PATCH', `/v1/itineraries/${saved.id}`, {
      body: { title: 'mine' },
      headers: locked.headers,
    });
    expect(patch.statusCode).toBe(403);
    const custom = { ...trip, preferences: { interests: ['food'] } };
    for (const [url, body] of [
      ['/v1/itineraries/ics', { trip: custom }],
      ['/v1/itineraries/shared', { trip: custom }],
    ] as const) {
      expect((await call('POST', url, { body })).statusCode, url).toBe(401);
      expect((await call('POST', url, { body, headers: locked.headers })).statusCode, url).toBe(
        403,
      );
      expect((await call('POST', url, { body, headers: alice.headers })).statusCode, url).toBe(
        url.endsWith('ics') ? 200 : 201,
      );
    }
  });

  it('lists last changed first, a page at a time', async () => {
    const erin = await signInUnlocked(t, 'erin-itineraries@example.com');
    const first = await save(erin, { trip, title: 'First' });
    const second = await save(erin, { trip: otherTrip, title: 'Second' });
    const page = async (query: string) => {
      const response = await call('GET', `/v1/itineraries?${query}`, { headers: erin.headers });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: { itineraries: { id: string }[] }; count: number };
      return { ids: body.data.itineraries.map((i) => i.id), count: body.count };
    };
    expect(await page('page=1&limit=1')).toEqual({ ids: [second.id], count: 2 });
    expect(await page('page=2&limit=1')).toEqual({ ids: [first.id], count: 2 });
    expect(await page('page=3&limit=1')).toEqual({ ids: [], count: 2 });
    await call('PATCH', `/v1/itineraries/${first.id}`, {
      body: { title: 'First, renamed' },
      headers: erin.headers,
    });
    expect((await page('limit=12')).ids).toEqual([first.id, second.id]);
    expect(
      (await call('GET', '/v1/itineraries?limit=0', { headers: erin.headers })).statusCode,
    ).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_ITINERARIES} plans a traveller, even when two saves race`, async () => {
    const carol = await signInUnlocked(t, 'carol-itineraries@example.com');
    const kept = await save(carol);
    const { db } = t.database;
    const [row] = await db.select().from(itineraries).where(eq(itineraries.id, kept.id));
    const { id: _id, ...copy } = row!;
    await db
      .insert(itineraries)
      .values(Array.from({ length: MAX_SAVED_ITINERARIES - 2 }, () => copy));
    // One place left: of two saves sent together exactly one is kept.
    const both = await Promise.all(
      [0, 1].map(() => call('POST', '/v1/itineraries', { body: { trip }, headers: carol.headers })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = both.find((r) => r.statusCode === 422)!;
    expect(refused.json().error).toMatchObject({ code: 'ITINERARY_LIMIT_REACHED' });
    expect(refused.json().error.message).toMatch(/Delete one to save another/);
    const list = await call('GET', '/v1/itineraries?limit=1', { headers: carol.headers });
    expect(list.json().count).toBe(MAX_SAVED_ITINERARIES);
    await call('DELETE', `/v1/itineraries/${kept.id}`, { headers: carol.headers });
    await save(carol);
  });

  it('keeps an Idempotency-Key to its traveller and its body', async () => {
    const key = 'save-itinerary-scoped-1';
    const mine = await call('POST', '/v1/itineraries', {
      body: { trip },
      headers: { ...alice.headers, 'idempotency-key': key },
    });
    const bobs = await call('POST', '/v1/itineraries', {
      body: { trip },
      headers: { ...bob.headers, 'idempotency-key': key },
    });
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().data.id).not.toBe(mine.json().data.id);
    const changed = await call('POST', '/v1/itineraries', {
      body: { trip: otherTrip },
      headers: { ...alice.headers, 'idempotency-key': key },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('share links', () => {
  async function shareOf(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await call('POST', '/v1/itineraries/shared', { body, headers });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { shareId: string; path: string; revokeKey: string };
  }
  const open = (shareId: string) => call('GET', `/v1/itineraries/shared/${shareId}`);

  it('lets anyone share a trip, anyone with the link read it, and the maker turn it off', async () => {
    const share = await shareOf({ trip, title: 'Our Dubai week' });
    expect(share.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share.path).toBe(`/itinery?share=${share.shareId}`);
    const read = await open(share.shareId);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    const shared = read.json().data as SharedItinerary;
    expect(shared.title).toBe('Our Dubai week');
    expect(shared.plan.days).toHaveLength(5);

    const wrong = await call('DELETE', `/v1/itineraries/shared/${share.shareId}`, {
      headers: { 'x-share-revoke-key': 'not-the-key' },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await open(share.shareId)).statusCode).toBe(200);
    const byBob = await call('DELETE', `/v1/itineraries/shared/${share.shareId}`, {
      headers: bob.headers,
    });
    expect(byBob.statusCode).toBe(404);

    const revoked = await call('DELETE', `/v1/itineraries/shared/${share.shareId}`, {
      headers: { 'x-share-revoke-key': share.revokeKey },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await open(share.shareId)).statusCode).toBe(404);
    expect((await call('GET', `/v1/itineraries/shared/${share.shareId}.ics`)).statusCode).toBe(404);
  });

  it('follows a saved plan, shows its live link, and its owner turns it off', async () => {
    const saved = await save(alice);
    const share = await shareOf({ itineraryId: saved.id }, alice.headers);
    const listed = await call('GET', `/v1/itineraries/${saved.id}`, { headers: alice.headers });
    expect(listed.json().data.shareId).toBe(share.shareId);
    await call('PATCH', `/v1/itineraries/${saved.id}`, {
      body: { trip: otherTrip, title: 'Tokyo instead' },
      headers: alice.headers,
    });
    const read = (await open(share.shareId)).json().data as SharedItinerary;
    expect(read.title).toBe('Tokyo instead');
    expect(read.plan.legs[0]!.isoCode).toBe('JP');
    const off = await call('DELETE', `/v1/itineraries/shared/${share.shareId}`, {
      headers: alice.headers,
    });
    expect(off.statusCode).toBe(204);
    expect((await open(share.shareId)).statusCode).toBe(404);
    const after = await call('GET', `/v1/itineraries/${saved.id}`, { headers: alice.headers });
    expect(after.json().data.shareId).toBeNull();
  });

  it('shows the live link in the owner’s list, and stops a link when its plan is deleted', async () => {
    const saved = await save(alice);
    const share = await shareOf({ itineraryId: saved.id }, alice.headers);
    const list = await call('GET', '/v1/itineraries?limit=200', { headers: alice.headers });
    const listed = list.json().data.itineraries.find((i: { id: string }) => i.id === saved.id);
    expect(listed.shareId).toBe(share.shareId);
    // The maker's key works for a saved plan's link too, without the session.
    const second = await shareOf({ itineraryId: saved.id }, alice.headers);
    const byKey = await call('DELETE', `/v1/itineraries/shared/${second.shareId}`, {
      headers: { 'x-share-revoke-key': second.revokeKey },
    });
    expect(byKey.statusCode).toBe(204);
    await call('DELETE', `/v1/itineraries/${saved.id}`, { headers: alice.headers });
    expect((await open(share.shareId)).statusCode).toBe(404);
    expect((await call('GET', `/v1/itineraries/shared/${share.shareId}.ics`)).statusCode).toBe(404);
  });

  it('answers 404 for a link that never existed and 400 for one that cannot', async () => {
    expect((await open('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(400);
    const both = await call('POST', '/v1/itineraries/shared', {
      body: { trip, itineraryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(both.statusCode).toBe(400);
    const strangers = await call('POST', '/v1/itineraries/shared', {
      body: { itineraryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(strangers.statusCode).toBe(404);
  });
});

describe('calendar files', () => {
  const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);

  it('writes one event a stop, in the country’s time zone, with stable ids', async () => {
    const saved = await save(alice);
    const first = await call('GET', `/v1/itineraries/${saved.id}.ics`, { headers: alice.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="itinerary.ics"/);
    const ics = first.body;
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('TZID:Asia/Dubai');
    const stops = saved.plan.days.flatMap((d) => d.stops.map((s) => ({ day: d, stop: s })));
    expect(events(ics)).toHaveLength(stops.length);
    const { day, stop } = stops[0]!;
    const compact = (time: string) => time.replace(':', '');
    expect(ics).toContain(
      `DTSTART;TZID=Asia/Dubai:${day.date.replaceAll('-', '')}T${compact(stop.start)}00`,
    );
    expect(ics).toContain(`SUMMARY:${stop.name}`);
    const bookable = stops.find((s) => s.stop.attractionId)!;
    expect(ics.replace(/\r\n /g, '')).toContain(`/events/${bookable.stop.attractionId}`);
    const again = await call('GET', `/v1/itineraries/${saved.id}.ics`, { headers: alice.headers });
    const uids = (text: string) => text.match(/^UID:.*$/gm);
    expect(uids(again.body)).toEqual(uids(ics));
    expect(new Set(uids(ics)).size).toBe(stops.length);
  });

  it('exports a plan not saved and a shared one, and answers 404 for an unknown share', async () => {
    const unsaved = await call('POST', '/v1/itineraries/ics', { body: { trip: otherTrip } });
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    expect(unsaved.body).toContain('TZID:Asia/Tokyo');
    expect(events(unsaved.body).length).toBeGreaterThan(2);
    const share = await call('POST', '/v1/itineraries/shared', { body: { trip, locale: 'vi' } });
    const shared = await call('GET', `/v1/itineraries/shared/${share.json().data.shareId}.ics`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('Tham quan');
    const inArabic = await call('POST', '/v1/itineraries/shared', { body: { trip, locale: 'ar' } });
    const sharedAr = await call('GET', `/v1/itineraries/shared/${inArabic.json().data.shareId}`);
    // The dates as Intl writes them for ar: Arabic month names, Western digits, Arabic comma.
    expect(sharedAr.json().data.title).toMatch(/، 7 ديسمبر – 11 ديسمبر 2026$/);
    const icsAr = await call('GET', `/v1/itineraries/shared/${inArabic.json().data.shareId}.ics`);
    expect(icsAr.body).toContain('مدة الزيارة');
    expect(icsAr.body).not.toContain('Visit:');
    expect(
      (await call('GET', '/v1/itineraries/shared/AAAAAAAAAAAAAAAAAAAAAA.ics')).statusCode,
    ).toBe(404);
  });

  it('matches the plan stop for stop on any trip: zones, times, packed and edited days', async () => {
    const { body } = await t.get<{ data: { countries: { _id: string }[] } }>(
      '/v1/countries?limit=200',
    );
    const countries = body.data.countries.map((c) => c._id);
    const legArb = fc.record({
      country: fc.constantFrom(...countries),
      gap: fc.integer({ min: 1, max: 3 }),
      days: fc.integer({ min: 1, max: 4 }),
    });
    const tripArb = fc.record({
      // Any day of two years: both sides of every daylight-saving change.
      start: fc.integer({ min: 0, max: 730 }).map((n) => addDays('2026-12-01', n)),
      legs: fc.array(legArb, { minLength: 1, maxLength: 3 }),
      pace: fc.constantFrom('relaxed', 'normal', 'packed'),
      packedDay: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(tripArb, async ({ start, legs, pace, packedDay }) => {
        let from = start;
        const trip = {
          legs: legs.map((leg) => {
            const planned = {
              countryId: leg.country,
              startDate: from,
              endDate: addDays(from, leg.days - 1),
            };
            from = addDays(from, leg.days - 1 + leg.gap);
            return planned;
          }),
          preferences: { pace },
          days: [] as { date: string; stopIds: string[] }[],
        };
        const planOf = async () => {
          const response = await t.post('/v1/itineraries/plan', { trip }, alice.headers);
          expect(response.statusCode, response.body).toBe(200);
          return response.json().data as ItineraryPlan;
        };
        // One day as full as a traveller can make it: its stops, then its suggestions, 12 in all.
        const first = await planOf();
        const day = first.days[packedDay % first.days.length]!;
        const ids = [...day.stops, ...day.suggestions].map((stop) => stop.id).slice(0, 12);
        trip.days = [{ date: day.date, stopIds: ids }];
        const plan = await planOf();
        const response = await call('POST', '/v1/itineraries/ics', {
          body: { trip },
          headers: alice.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        const ics = response.body.replace(/\r\n[ \t]/g, '');
        const stops = plan.days.flatMap((d) =>
          d.stops.map((stop) => ({ stop, date: d.date, zone: plan.legs[d.legIndex]!.timeZone })),
        );
        const inEvents = (pattern: RegExp) =>
          ics
            .split('BEGIN:VEVENT')
            .slice(1)
            .flatMap((event) => event.match(pattern) ?? []);
        const starts = inEvents(/^DTSTART.*$/m);
        const ends = inEvents(/^DTEND.*$/m);
        const at = (zone: string, date: string, time: string) =>
          `;TZID=${zone}:${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
        expect(starts).toEqual(stops.map((s) => `DTSTART${at(s.zone, s.date, s.stop.start)}`));
        expect(ends).toEqual(stops.map((s) => `DTEND${at(s.zone, s.date, s.stop.end)}`));
        for (const zone of new Set(plan.legs.map((leg) => leg.timeZone))) {
          expect(ics).toContain(`BEGIN:VTIMEZONE\r\nTZID:${zone}\r\n`);
        }
      }),
      { numRuns: 12, seed: 24 },
    );
  }, 180_000);
});
