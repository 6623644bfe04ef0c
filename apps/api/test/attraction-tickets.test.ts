import type {
  AttractionAvailabilityResponse,
  AttractionDetailsResponse,
  AttractionsResponse,
  AttractionTicketLine,
  CancelLineResponse,
  Order,
  OrderedEsimsResponse,
  TicketBookingListResponse,
} from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { zonedInstant } from '../src/modules/lounges/zoned-instant';
import type { OrderLineRow } from '../src/modules/orders/order-rows';
import { ticketCapacity } from '../src/products/attraction-ticket/ticket-availability';
import { verifyPass } from '../src/products/shared/pass-token';
import { stockSimulator } from '../src/providers/esim/simulator';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';
import { MUSEUM, TOUR, testAttractions } from './support/test-attractions';

const supplier = testAttractions();
const TEST_AUTH_SECRET = 'test-auth-secret-at-least-32-characters-long';
const t = useTestApp({ authSecret: TEST_AUTH_SECRET }, () => ({
  attractionProvider: supplier.provider,
}));

const today = localDateTime(MUSEUM.timeZone, new Date()).date;

beforeAll(async () => {
  // Each ticket with free data takes one eSIM profile from the simulator's stock.
  await stockSimulator(t.database.db, 40);
});

type Shopper = Awaited<ReturnType<typeof guestShopper>>;

const ticketLine = (overrides: Record<string, unknown> = {}) => ({
  kind: 'attraction_ticket',
  attractionId: MUSEUM.attractionId,
  date: addDays(today, 20),
  time: '10:00',
  units: [
    { type: 'adult', quantity: 2 },
    { type: 'child', quantity: 1 },
  ],
  leadTraveller: { name: 'Ana Traveller' },
  ...overrides,
});

const book = (shopper: Shopper, line: Record<string, unknown>, currency = 'USD') =>
  t.post('/v1/orders', { lines: [line], currency }, shopper.headers);

async function orderOf(shopper: Shopper, orderId: string) {
  return (await shopper.order(orderId)).body.data.order as Order;
}
const ticketOf = (order: Order) => order.lines[0] as AttractionTicketLine;

async function paidBooking(line = ticketLine()) {
  const shopper = await guestShopper(t);
  const created = await book(shopper, line);
  expect(created.statusCode, created.body).toBe(200);
  const { orderId } = created.json().data;
  expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
  const order = await orderOf(shopper, orderId);
  return { shopper, orderId, lineId: order.lines[0]!.id };
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const held = (date: string, slot: string) =>
  ticketCapacity.heldInSlot(t.database.db, { resourceId: MUSEUM.attractionId, date, slot });

describe('browsing attractions', () => {
  it('lists popular first with prices in the currency, filters, searches in both languages', async () => {
    const all = await t.get<AttractionsResponse>('/v1/attractions/products?currency=EUR');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    expect(all.body.data.products.map((p) => p.attractionId)).toEqual(['test-museum', 'test-tour']);
    expect(all.body.data.products[0]).toMatchObject({
      attractionName: 'Test Museum of Art',
      country: 'France',
      city: 'Paris',
      category: 'museums',
      freeCancellation: true,
      dataMb: 1024,
      dataDescription: '1 GB of France data free with your ticket',
      fromPrice: { currencyCode: 'EUR' },
    });
    const cheap = await t.get<AttractionsResponse>('/v1/attractions/products?sort=price_asc');
    expect(cheap.body.data.products[0]!.attractionId).toBe('test-museum');
    const dear = await t.get<AttractionsResponse>('/v1/attractions/products?sort=price_desc');
    expect(dear.body.data.products[0]!.attractionId).toBe('test-tour');
    for (const [query, ids] of [
      ['country=jp', ['test-tour']],
      ['category=museums', ['test-museum']],
      ['search=kyoto', ['test-tour']],
      ['search=BAO%20TANG', ['test-museum']],
      ['search=phap', ['test-museum']],
      ['search=old%20town%20kyoto', ['test-tour']],
      ['search=atlantis', []],
      ['page=2&limit=1', ['test-tour']],
    ] as const) {
      const found = await t.get<AttractionsResponse>(`/v1/attractions/products?${query}`);
      expect(found.status, query).toBe(200);
      expect(
        found.body.data.products.map((p) => p.attractionId),
        query,
      ).toEqual(ids);
    }
    const vi = await t.get<AttractionsResponse>('/v1/attractions/products?locale=vi');
    expect(vi.body.data.products[0]).toMatchObject({
      attractionName: 'Bảo tàng Nghệ thuật Thử',
      country: 'Pháp',
    });
  });

  it('refuses bad listing input with the envelope', async () => {
    for (const query of ['sort=cheap', 'category=zoos', 'country=FRA', 'page=0', 'locale=fr']) {
      const response = await t.get<{ error: { code: string } }>(
        `/v1/attractions/products?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(response.body.error.code, query).toBe('VALIDATION_FAILED');
    }
    const currency = await t.get<{ error: { code: string } }>(
      '/v1/attractions/products?currency=XXX',
    );
    expect(currency.body.error.code).toBe('UNKNOWN_CURRENCY');
  });

  it('shows one attraction in full, and 404 for an unknown one', async () => {
    const details = await t.get<AttractionDetailsResponse>(
      '/v1/attractions/test-museum?currency=USD',
    );
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      attractionId: 'test-museum',
      timeZone: 'Europe/Paris',
      meetingPoint: MUSEUM.meetingPoint,
      cancellation: { cutoffHours: 24 },
      requiresAdult: true,
      maxTickets: 10,
      bookingWindowDays: 90,
    });
    expect(details.body.data.openingHours).toHaveLength(7);
    expect(details.body.data.openingHours[0]).toEqual({ day: 1, opens: '09:00', closes: '18:00' });
    expect(details.body.data.ticketTypes.map((t) => t.type)).toEqual([
      'adult',
      'child',
      'senior',
      'infant',
    ]);
    const unknown = await t.get<{ error: { code: string } }>('/v1/attractions/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('ATTRACTION_NOT_FOUND');
  });

  it('gives 90 days of availability: closed days, places left, at most 92 days a call', async () => {
    const from = localDateTime(TOUR.timeZone, new Date()).date;
    const to = addDays(from, 91);
    const tour = await t.get<AttractionAvailabilityResponse>(
      `/v1/attractions/test-tour/availability?from=${from}&to=${to}`,
    );
    expect(tour.status).toBe(200);
    expect(tour.body.data.days).toHaveLength(92);
    const mondays = tour.body.data.days.filter(
      (d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 1,
    );
    expect(mondays.every((d) => d.status === 'closed' && d.slots.length === 0)).toBe(true);
    // Beyond the 90-day window nothing is bookable.
    expect(tour.body.data.days.at(-1)!.status).toBe('closed');
    const open = tour.body.data.days.find((d) => d.date > from && d.status === 'open')!;
    expect(open.slots).toEqual([
      { time: '10:00', remaining: 50, status: 'available' },
      { time: '14:00', remaining: 50, status: 'available' },
    ]);

    for (const [query, status] of [
      [`from=${from}&to=${addDays(from, 92)}`, 400],
      [`from=${to}&to=${from}`, 400],
      ['from=2026-02-30&to=2026-03-01', 400],
      ['from=tomorrow&to=2026-03-01', 400],
    ] as const) {
      const response = await t.get(`/v1/attractions/test-museum/availability?${query}`);
      expect(response.status, query).toBe(status);
    }
  });

  it('quotes the live total the order will charge, and refuses what cannot be booked', async () => {
    const date = addDays(today, 10);
    const quote = await t.post('/v1/attractions/test-museum/quote', {
      date,
      time: '11:00',
      units: [
        { type: 'adult', quantity: 2 },
        { type: 'infant', quantity: 1 },
      ],
      currency: 'USD',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const { total, units, remaining } = quote.json().data;
    expect(remaining).toBe(50);
    expect(units[1].unitPrice.minor).toBe(0);
    expect(total.minor).toBe(units[0].unitPrice.minor * 2);

    const shopper = await guestShopper(t);
    const created = await book(
      shopper,
      ticketLine({
        date,
        time: '11:00',
        units: [
          { type: 'adult', quantity: 2 },
          { type: 'infant', quantity: 1 },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.total.minor).toBe(total.minor);

    for (const [body, status, code] of [
      [{ units: [{ type: 'adult', quantity: 0 }] }, 400, 'VALIDATION_FAILED'],
      [{ units: [{ type: 'adult', quantity: 11 }] }, 400, 'VALIDATION_FAILED'],
      [
        {
          units: [
            { type: 'adult', quantity: 6 },
            { type: 'child', quantity: 5 },
          ],
        },
        400,
        'VALIDATION_FAILED',
      ],
      [{ units: [{ type: 'pensioner', quantity: 1 }] }, 400, 'VALIDATION_FAILED'],
      [{ units: [] }, 400, 'VALIDATION_FAILED'],
      [{ units: [{ type: 'child', quantity: 2 }] }, 422, 'ADULT_REQUIRED'],
      [{ time: '10:30' }, 400, 'INVALID_SLOT'],
      [{ date: addDays(today, 91) }, 400, 'INVALID_SLOT'],
      [{ date: addDays(today, -1) }, 400, 'INVALID_SLOT'],
      [{ date: '2026-13-01' }, 400, 'VALIDATION_FAILED'],
    ] as const) {
      const response = await t.post(
        '/v1/attractions/test-museum/quote',
        Object.assign({ date, time: '11:00', units: [{ type: 'adult', quantity: 1 }] }, body),
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.code, JSON.stringify(body)).toBe(code);
      const order = await book(shopper, ticketLine({ date, time: '11:00', ...body }));
      expect(order.statusCode, JSON.stringify(body)).toBe(status);
    }
    const seniorTour = await t.post('/v1/attractions/test-tour/quote', {
      date: addDays(today, 12),
      time: '10:00',
      units: [{ type: 'senior', quantity: 1 }],
    });
    expect(seniorTour.json().error.code).toBe('TICKET_TYPE_NOT_SOLD');
  });
});

describe('a booking, from order to tickets', () => {
  it('holds the places, charges the server price and issues one signed ticket per person', async () => {
    const date = addDays(today, 20);
    const before = await held(date, '10:00');
    const { shopper, orderId } = await paidBooking(ticketLine({ date }));
    expect(await held(date, '10:00')).toBe(before + 3);
    await t.app.jobs.runDue();

    const order = await orderOf(shopper, orderId);
    expect(order.status).toBe('fulfilled');
    const line = ticketOf(order);
    expect(line.product).toMatchObject({
      attractionId: 'test-museum',
      date,
      time: '10:00',
      startsAt: zonedInstant(date, '10:00', 'Europe/Paris').toISOString(),
      leadTraveller: { name: 'Ana Traveller' },
      cutoffHours: 24,
    });
    expect(line.product).not.toHaveProperty('internal');
    const tickets = line.delivery!.tickets;
    expect(tickets.map((ticket) => ticket.unitType)).toEqual(['adult', 'adult', 'child']);
    expect(new Set(tickets.map((ticket) => ticket.ticketId)).size).toBe(3);
    expect(
      verifyPass('another-secret-of-at-least-32-characters', tickets[0]!.token, 'ticket'),
    ).toBeNull();
    // The free data came as an eSIM for France, at no charge.
    expect(line.delivery!.freeData).toMatchObject({
      plan: { destination: { isoCode: 'FR' } },
      esim: { lpaString: expect.stringMatching(/^LPA:1\$/) },
    });
    expect(line.amount.minor).toBe(order.total.minor);
    const receipt = t.mailer.sent.find(
      (m) => m.to === shopper.email && m.subject.startsWith('Your Tern tickets are ready'),
    );
    expect(receipt?.text).toContain('Test Museum of Art');
    expect(receipt?.attachments?.filter((a) => a.filename.startsWith('tern-ticket-'))).toHaveLength(
      3,
    );

    const list = await t.get<TicketBookingListResponse>('/v1/attractions/tickets', shopper.headers);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.data.bookings.map((b) => b.orderId)).toEqual([orderId]);

    // The free data's eSIM is in the traveller's eSIMs beside bought plans.
    const esims = await t.get<OrderedEsimsResponse>('/v1/esims', shopper.headers);
    expect(esims.body.data.esims).toEqual([
      expect.objectContaining({ orderId, countryName: 'France', status: 'not_installed' }),
    ]);

    // Another traveller sees neither the order nor its tickets.
    const stranger = await guestShopper(t);
    expect((await stranger.order(orderId)).status).toBe(404);
    const theirs = await t.get<TicketBookingListResponse>(
      '/v1/attractions/tickets',
      stranger.headers,
    );
    expect(theirs.body.count).toBe(0);
    expect((await t.get('/v1/attractions/tickets')).status).toBe(401);
  });

  it('signs tokens that the gate verifies offline with the key', async () => {
    const { shopper, orderId } = await paidBooking(ticketLine({ date: addDays(today, 21) }));
    await t.app.jobs.runDue();
    const [ticket] = ticketOf(await orderOf(shopper, orderId)).delivery!.tickets;
    const claims = verifyPass(TEST_AUTH_SECRET, ticket!.token, 'ticket');
    expect(claims).toMatchObject({ t: ticket!.ticketId, a: 'test-museum', s: '10:00', u: 'adult' });
  });
});

describe('places per start time', () => {
  it('100 concurrent bookings for the last 2 places: exactly 2 orders, 98 clear 409s', async () => {
    const date = addDays(today, 30);
    await t.database.db.execute(sql`insert into attraction_slots (resource_id, date, slot, capacity, held)
      values (${MUSEUM.attractionId}, ${date}, '12:00', 50, 48)`);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 100; i += 1) shoppers.push(await guestShopper(t));
    const one = ticketLine({ date, time: '12:00', units: [{ type: 'adult', quantity: 1 }] });
    const answers = await Promise.all(shoppers.map((s) => book(s, one)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(98);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error.code).toBe('SOLD_OUT');
    expect(refused.error.message).toContain('not been charged');
    expect(await held(date, '12:00')).toBe(50);
    const [orders] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_lines where kind = 'attraction_ticket' and snapshot->>'date' = ${date}`,
    );
    expect(orders!.n).toBe(2);
    const day = await t.get<AttractionAvailabilityResponse>(
      `/v1/attractions/test-museum/availability?from=${date}&to=${date}`,
    );
    expect(day.body.data.days[0]!.slots.find((s) => s.time === '12:00')).toEqual({
      time: '12:00',
      remaining: 0,
      status: 'sold_out',
    });
  });

  it('says "limited" under 10 places left', async () => {
    const date = addDays(today, 31);
    await t.database.db.execute(sql`insert into attraction_slots (resource_id, date, slot, capacity, held)
      values (${MUSEUM.attractionId}, ${date}, '13:00', 50, 47)`);
    const day = await t.get<AttractionAvailabilityResponse>(
      `/v1/attractions/test-museum/availability?from=${date}&to=${date}`,
    );
    expect(day.body.data.days[0]!.slots.find((s) => s.time === '13:00')).toEqual({
      time: '13:00',
      remaining: 3,
      status: 'limited',
    });
  });
});

const cancel = (shopper: Shopper, orderId: string, lineId: string) =>
  t.post(`/v1/orders/${orderId}/lines/${lineId}/cancel`, {}, shopper.headers);

/** Whatever the interleaving, a cancelled ticket line ends the same way. */
async function expectCancelledOnce(
  shopper: Shopper,
  orderId: string,
  date: string,
  slot: string,
  before: { booked: number; cancelled: number },
) {
  await t.app.jobs.runDue();
  const order = await orderOf(shopper, orderId);
  const line = ticketOf(order);
  expect(line.status).toBe('refunded');
  expect(order.status).toBe('refunded');
  expect(order.refunds).toHaveLength(1);
  expect(line.cancellation.cancellable).toBe(false);
  // Every supplier booking made for this line was cancelled with the supplier, once.
  expect(supplier.state.cancelled.slice(before.cancelled)).toEqual(
    supplier.state.booked.slice(before.booked),
  );
  for (const ticket of line.delivery?.tickets ?? []) expect(ticket.status).toBe('cancelled');
  expect(await held(date, slot)).toBe(0);
  const notices = t.mailer.sent.filter(
    (m) => m.to === shopper.email && m.subject.startsWith('Cancelled'),
  );
  expect(notices).toHaveLength(1);
}

describe('cancelling tickets', () => {
  it('refunds the line once however often it is asked, voids the tickets, frees the places', async () => {
    const date = addDays(today, 40);
    const { shopper, orderId, lineId } = await paidBooking(ticketLine({ date }));
    await t.app.jobs.runDue();
    const before = {
      booked: supplier.state.booked.length - 1,
      cancelled: supplier.state.cancelled.length,
    };
    const answers = await Promise.all([1, 2, 3].map(() => cancel(shopper, orderId, lineId)));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers)
      if (answer.statusCode === 200)
        expect(answer.json<CancelLineResponse>().data.lineStatus).toBe('refunded');
    await expectCancelledOnce(shopper, orderId, date, '10:00', before);
    const stranger = await guestShopper(t);
    expect((await cancel(stranger, orderId, lineId)).statusCode).toBe(404);
  });

  it('is refused with a plain 409 after the cutoff', async () => {
    const now = Date.now();
    const days = await t.get<AttractionAvailabilityResponse>(
      `/v1/attractions/test-museum/availability?from=${today}&to=${addDays(today, 1)}`,
    );
    const soon = days.body.data.days
      .flatMap((d) => d.slots.map((s) => ({ date: d.date, time: s.time })))
      .find((s) => {
        const at = zonedInstant(s.date, s.time, MUSEUM.timeZone).getTime();
        return at > now + 3_600_000 && at < now + 23 * 3_600_000;
      })!;
    const { shopper, orderId, lineId } = await paidBooking(ticketLine(soon));
    await t.app.jobs.runDue();
    const line = ticketOf(await orderOf(shopper, orderId));
    expect(line.cancellation.cancellable).toBe(false);
    const refused = await cancel(shopper, orderId, lineId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CANCELLATION_CLOSED');
    expect(refused.json().error.message).toContain('24 hours');
  });

  it('a cancel racing the supplier booking leaves no live ticket and refunds once', async () => {
    const date = addDays(today, 41);
    const { shopper, orderId, lineId } = await paidBooking(ticketLine({ date }));
    const before = {
      booked: supplier.state.booked.length,
      cancelled: supplier.state.cancelled.length,
    };
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    supplier.state.gate = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    const fulfilling = t.app.jobs.runDue();
    await inside;
    const answer = await cancel(shopper, orderId, lineId);
    expect(answer.statusCode, answer.body).toBe(200);
    release();
    await fulfilling;
    expect(supplier.state.booked.length - before.booked).toBe(1);
    await expectCancelledOnce(shopper, orderId, date, '10:00', before);
  });
});

describe('the supplier is down at fulfilment', () => {
  it('retries, then gives up: refunded once, one e-mail, places back', async () => {
    const date = addDays(today, 42);
    const { shopper, orderId, lineId } = await paidBooking(ticketLine({ date }));
    supplier.state.down = true;
    try {
      await t.app.jobs.runDue();
      expect((await orderOf(shopper, orderId)).status).toBe('paid');
      // The failed attempt is kept, to be tried again later.
      const [job] = await rows<{ attempts: number; status: string }>(
        sql`select attempts, status from jobs where kind = 'fulfil-line' and key = ${lineId}`,
      );
      expect(job).toMatchObject({ attempts: 1, status: 'queued' });
      const [line] = await rows<OrderLineRow>(
        sql`select id, order_id as "orderId" from order_lines where id = ${lineId}`,
      );
      await t.app.orderLifecycle.giveUpLine(line!);
    } finally {
      supplier.state.down = false;
    }
    await t.app.jobs.runDue();
    const order = await orderOf(shopper, orderId);
    expect(order.status).toBe('refunded');
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({ reason: 'delivery_failed', status: 'succeeded' });
    expect(await held(date, '10:00')).toBe(0);
    const mails = t.mailer.sent.filter((m) => m.to === shopper.email && /refund/i.test(m.subject));
    expect(mails).toHaveLength(1);
  });
});

describe('the supplier sold the slot to someone else', () => {
  it('refunds the line at once, without retries: one refund, one e-mail, places back', async () => {
    const date = addDays(today, 43);
    const { shopper, orderId, lineId } = await paidBooking(ticketLine({ date }));
    supplier.state.soldOut = true;
    await t.app.jobs.runDue();
    const order = await orderOf(shopper, orderId);
    expect(order.status).toBe('refunded');
    expect(order.refunds).toEqual([
      expect.objectContaining({ lineId, reason: 'delivery_failed', status: 'succeeded' }),
    ]);
    expect(ticketOf(order).delivery).toBeNull();
    expect(await held(date, '10:00')).toBe(0);
    const mails = t.mailer.sent.filter((m) => m.to === shopper.email && /refund/i.test(m.subject));
    expect(mails).toHaveLength(1);
  });
});

describe('a kind beside the others', () => {
  it('sells a ticket and a tour in one order through the one checkout', async () => {
    const shopper = await guestShopper(t);
    const tourDate = (() => {
      for (let d = 14; ; d += 1)
        if (new Date(`${addDays(today, d)}T12:00:00Z`).getUTCDay() !== 1) return addDays(today, d);
    })();
    const created = await t.post(
      '/v1/orders',
      {
        lines: [
          ticketLine({ date: addDays(today, 14) }),
          ticketLine({
            attractionId: TOUR.attractionId,
            date: tourDate,
            time: '14:00',
            units: [{ type: 'adult', quantity: 1 }],
          }),
        ],
        currency: 'EUR',
      },
      shopper.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json().data;
    expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const order = await orderOf(shopper, orderId);
    expect(order.status).toBe('fulfilled');
    const tour = order.lines[1] as AttractionTicketLine;
    expect(tour.delivery!.freeData).toBeNull();
    expect(tour.product.cutoffHours).toBe(48);
  });
});
