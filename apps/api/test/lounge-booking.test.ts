import type { CancelLineResponse, EPassListResponse, Order } from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { verifyPass } from '../src/products/shared/pass-token';
import { stockSimulator } from '../src/providers/esim/simulator';
import { builtInCatalogue } from '../src/providers/lounges/built-in/built-in-provider';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

/** Every refund the sandbox gateway is asked for, to prove a cancel refunds exactly once. */
const refundsAsked = vi.hoisted(() => [] as { orderId: string; amountMinor: number }[]);
vi.mock('../src/providers/payments/sandbox-gateway', async (original) =>
  (await import('./support/sandbox-with')).sandboxWith(await original(), {
    async refund(input, next) {
      refundsAsked.push({ orderId: input.orderId, amountMinor: input.money.amountMinor });
      // Slow enough that racing cancels overlap.
      await new Promise((r) => setTimeout(r, 30));
      return next(input);
    },
  }),
);

const secret = 'lounge-booking-test-secret-of-32-characters';
const t = useTestApp({ authSecret: secret });

const catalogue = builtInCatalogue();
const lounge = catalogue.resources.find((r) => r.module === 1 && r.hours.allDay)!;
const fastTrack = catalogue.resources.find((r) => r.module === 2 && r.hours.allDay)!;
const today = localDateTime(lounge.timeZone, new Date()).date;

/** A booking line `days` ahead at `time` local to the airport. */
function line(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'lounge_pass',
    resourceId: lounge.resourceId,
    date: addDays(today, 10),
    time: '10:15',
    adults: 2,
    children: 1,
    flightNumber: 'vn 123',
    travellers: ['An Nguyen', 'Binh Nguyen', 'Chi Nguyen'],
    ...overrides,
  };
}

async function rows<T>(query: ReturnType<typeof sql>) {
  return queryRows<T>(t.database.db, query);
}

async function book(shopper: Awaited<ReturnType<typeof guestShopper>>, lines: unknown[]) {
  return t.post('/v1/orders', { lines, currency: 'USD', ...HERE }, shopper.headers);
}

async function paidBooking(overrides: Record<string, unknown> = {}) {
  const shopper = await guestShopper(t);
  const created = await book(shopper, [line(overrides)]);
  expect(created.statusCode, created.body).toBe(200);
  const { orderId } = created.json().data;
  expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
  await t.app.jobs.runDue();
  const shown = await shopper.order(orderId);
  expect(shown.status, JSON.stringify(shown.body)).toBe(200);
  const order = shown.body.data.order as Order;
  return { shopper, orderId, order };
}

const cancel = (shopper: { headers: Record<string, string> }, orderId: string, lineId: string) =>
  t.post(`/v1/orders/${orderId}/lines/${lineId}/cancel`, {}, shopper.headers);

describe('booking a lounge pass through the one checkout', () => {
  it('charges the server price per adult and child and issues one signed e-pass', async () => {
    const details = (
      await t.get<{ data: { prices: { adult: number; child: number } } }>(
        `/v1/dragonpass/resourceDetails/${lounge.resourceId}?module=1&currency=USD`,
      )
    ).body.data;
    const { shopper, orderId, order } = await paidBooking();
    expect(order.status).toBe('fulfilled');
    expect(order.total.amount).toBeCloseTo(details.prices.adult * 2 + details.prices.child, 2);
    const booked = order.lines[0]!;
    if (booked.kind !== 'lounge_pass') throw new Error('not a lounge line');
    expect(booked.status).toBe('fulfilled');
    expect(booked.product).toMatchObject({
      name: lounge.resourceName,
      terminal: lounge.terminal,
      flightNumber: 'VN 123',
      adults: 2,
      children: 1,
      entryWindow: { from: '10:15' },
      airport: { iata: lounge.iata },
    });
    expect(booked.product).not.toHaveProperty('internal');
    const pass = booked.delivery!.passes[0]!;
    expect(booked.delivery!.passes).toHaveLength(1);
    expect(pass.status).toBe('valid');
    expect(pass.names).toEqual(['An Nguyen', 'Binh Nguyen', 'Chi Nguyen']);
    // A scanner checks the QR content offline with the shared key; a changed byte fails.
    expect(verifyPass(secret, pass.token)).toMatchObject({
      p: pass.passId,
      r: lounge.resourceId,
      d: addDays(today, 10),
      f: '10:15',
    });
    expect(verifyPass(secret, `${pass.token.slice(0, -2)}xx`)).toBeNull();
    expect(verifyPass('another-secret-of-at-least-32-characters', pass.token)).toBeNull();
    expect(booked.cancellation.cancellable).toBe(true);
    const mail = t.mailer.sent.find((m) => m.to === shopper.email)!;
    expect(mail.subject).toContain(lounge.resourceName);
    expect(mail.text).toContain(`/passes/${orderId}`);
    expect(mail.text).toContain('An Nguyen, Binh Nguyen, Chi Nguyen');
    expect(mail.attachments?.[0]?.contentType).toBe('image/png');
  });

  it('books fast-track as its own kind, only with a fast-track resource', async () => {
    const shopper = await guestShopper(t);
    const ok = await book(shopper, [
      line({ kind: 'fast_track', resourceId: fastTrack.resourceId }),
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const wrong = await book(shopper, [line({ kind: 'fast_track' })]);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('refuses bad bookings plainly: past, too far, flight number, names, counts', async () => {
    const shopper = await guestShopper(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: addDays(today, -1) }, 400, 'INVALID_SLOT'],
      [{ date: addDays(today, 91) }, 400, 'INVALID_SLOT'],
      [{ flightNumber: '123' }, 400, 'VALIDATION_FAILED'],
      [{ travellers: ['An Nguyen'] }, 400, 'VALIDATION_FAILED'],
      [{ adults: 0, travellers: ['An', 'Binh'], children: 2 }, 400, 'VALIDATION_FAILED'],
      [{ children: 10 }, 400, 'VALIDATION_FAILED'],
      [{ date: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      [{ resourceId: 'NOPE-1' }, 404, 'RESOURCE_NOT_FOUND'],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await book(shopper, [line(overrides)]);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().error.code, JSON.stringify(overrides)).toBe(code);
    }
  });
});

describe('places per slot', () => {
  it('100 concurrent bookings for the last 2 places: exactly 2 orders, 98 clear 409s', async () => {
    const date = addDays(today, 20);
    const capacity = lounge.capacityPerSlot;
    await t.database.db.execute(sql`insert into airport_slots (resource_id, date, slot, capacity, held)
      values (${lounge.resourceId}, ${date}, '14:00', ${capacity}, ${capacity - 2})`);
    const shoppers = [];
    for (let i = 0; i < 100; i += 1) shoppers.push(await guestShopper(t));
    const one = line({ date, time: '14:30', adults: 1, children: 0, travellers: ['Solo'] });
    const answers = await Promise.all(shoppers.map((s) => book(s, [one])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(98);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error.code).toBe('SOLD_OUT');
    expect(refused.error.message).toContain('not been charged');
    const [slot] = await rows<{ held: number }>(
      sql`select held from airport_slots where resource_id = ${lounge.resourceId} and date = ${date} and slot = '14:00'`,
    );
    expect(slot!.held).toBe(capacity);
    const [orders] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_lines where kind = 'lounge_pass' and snapshot->>'date' = ${date}`,
    );
    expect(orders!.n).toBe(2);
  });

  it('gives an unpaid order’s places back once its hold has expired', async () => {
    const date = addDays(today, 21);
    const capacity = lounge.capacityPerSlot;
    await t.database.db.execute(sql`insert into airport_slots (resource_id, date, slot, capacity, held)
      values (${lounge.resourceId}, ${date}, '09:00', ${capacity}, ${capacity - 1})`);
    const one = line({ date, time: '09:00', adults: 1, children: 0, travellers: ['Solo'] });
    const first = await guestShopper(t);
    expect((await book(first, [one])).statusCode).toBe(200);
    const second = await guestShopper(t);
    expect((await book(second, [one])).statusCode).toBe(409);
    await t.database.db.execute(
      sql`update airport_bookings set hold_expires_at = now() - interval '1 minute' where date = ${date}`,
    );
    expect((await book(second, [one])).statusCode).toBe(200);
  });
});

describe('e-passes', () => {
  it('lists the traveller’s own passes only, never cached', async () => {
    const { shopper, orderId } = await paidBooking({ date: addDays(today, 30) });
    const mine = await t.get<EPassListResponse>(
      '/v1/dragonpass/epass/all?module=1',
      shopper.headers,
    );
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.count).toBe(1);
    expect(mine.body.data.passes[0]).toMatchObject({
      orderId,
      kind: 'lounge_pass',
      status: 'valid',
    });
    const fastTrackOnly = await t.get<EPassListResponse>(
      '/v1/dragonpass/epass/all?module=2',
      shopper.headers,
    );
    expect(fastTrackOnly.body.count).toBe(0);
    const other = await guestShopper(t);
    const theirs = await t.get<EPassListResponse>('/v1/dragonpass/epass/all', other.headers);
    expect(theirs.body.count).toBe(0);
    expect((await t.get(`/v1/orders/${orderId}`, other.headers)).status).toBe(404);
    expect((await t.get('/v1/dragonpass/epass/all')).status).toBe(401);
    expect((await t.get('/v1/dragonpass/epass/all?module=3', shopper.headers)).status).toBe(400);
  });
});

describe('cancelling', () => {
  it('refunds the line once however often it is asked, voids the pass and frees the places', async () => {
    const date = addDays(today, 40);
    const { shopper, orderId, order } = await paidBooking({ date });
    const lineId = order.lines[0]!.id;
    const other = await guestShopper(t);
    expect((await cancel(other, orderId, lineId)).statusCode).toBe(404);
    const before = refundsAsked.length;
    const answers = await Promise.all([1, 2, 3].map(() => cancel(shopper, orderId, lineId)));
    const again = await cancel(shopper, orderId, lineId);
    for (const answer of [...answers, again]) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = [...answers, again].map((a) => a.json<CancelLineResponse>().data);
    expect(new Set(bodies.map((b) => b.cancelledAt)).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      lineStatus: 'refunded',
      orderStatus: 'refunded',
      refund: { minor: order.total.minor },
    });
    expect(refundsAsked.slice(before)).toEqual([{ orderId, amountMinor: order.total.minor }]);
    const after = (await shopper.order(orderId)).body.data.order as Order;
    const cancelled = after.lines[0]!;
    if (cancelled.kind !== 'lounge_pass') throw new Error('not a lounge line');
    expect(cancelled.delivery!.passes[0]!.status).toBe('cancelled');
    expect(cancelled.cancellation).toMatchObject({ cancellable: false });
    const [slot] = await rows<{ held: number }>(
      sql`select held from airport_slots where resource_id = ${lounge.resourceId} and date = ${date}`,
    );
    expect(slot!.held).toBe(0);
    await t.app.jobs.runDue();
    const notices = t.mailer.sent.filter(
      (m) => m.to === shopper.email && m.subject.startsWith('Cancelled'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('refunded');
  });

  it('refunds only the lounge line of an order that also holds an eSIM', async () => {
    await stockSimulator(t.database.db, 1);
    const shopper = await guestShopper(t);
    const created = await book(shopper, [
      { kind: 'esim_plan', bundleId: 'bndl_fr_5gb_30d' },
      line({ date: addDays(today, 41) }),
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json().data;
    await shopper.pay(orderId, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order as Order;
    expect(order.status).toBe('fulfilled');
    const loungeLine = order.lines.find((l) => l.kind === 'lounge_pass')!;
    const answer = await cancel(shopper, orderId, loungeLine.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CancelLineResponse>().data).toMatchObject({
      orderStatus: 'fulfilled',
      lineStatus: 'refunded',
      refund: { minor: loungeLine.amount.minor },
    });
    expect(refundsAsked.at(-1)).toEqual({ orderId, amountMinor: loungeLine.amount.minor });
  });

  it('cancelled before delivery: the rest of the order is still delivered, with one receipt', async () => {
    const shopper = await guestShopper(t);
    const created = await book(shopper, [
      { kind: 'esim_plan', bundleId: 'bndl_fr_5gb_30d' },
      line({ date: addDays(today, 42) }),
    ]);
    const { orderId } = created.json().data;
    const unpaid = (await shopper.order(orderId)).body.data.order as Order;
    const loungeLine = unpaid.lines.find((l) => l.kind === 'lounge_pass')!;
    const early = await cancel(shopper, orderId, loungeLine.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('not been paid');
    await shopper.pay(orderId, TEST_CARDS.pays);
    const answer = await cancel(shopper, orderId, loungeLine.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CancelLineResponse>().data.orderStatus).toBe('paid');
    await stockSimulator(t.database.db, 1);
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order as Order;
    expect(order.status).toBe('fulfilled');
    const cancelled = order.lines.find((l) => l.kind === 'lounge_pass')!;
    if (cancelled.kind !== 'lounge_pass') throw new Error('not a lounge line');
    expect(cancelled.status).toBe('refunded');
    expect(cancelled.delivery).toBeNull();
    const receipts = t.mailer.sent.filter(
      (m) => m.to === shopper.email && !m.subject.startsWith('Cancelled'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).not.toContain(lounge.resourceName);
  });

  it('offers no cancellation on an unpaid order: new, card declined or hold expired', async () => {
    const shopper = await guestShopper(t);
    const created = await book(shopper, [line({ date: addDays(today, 44) })]);
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json().data;
    const airportLine = async () => {
      const order = (await shopper.order(orderId)).body.data.order as Order;
      const found = order.lines[0]!;
      if (found.kind !== 'lounge_pass') throw new Error('not a lounge line');
      return { order, line: found };
    };
    const before = refundsAsked.length;
    const refused = async () => {
      const { order, line: unpaid } = await airportLine();
      expect(order.status).toBe('awaiting_payment');
      expect(unpaid.cancellation.cancellable).toBe(false);
      const answer = await cancel(shopper, orderId, unpaid.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toMatchObject({ code: 'CANCELLATION_CLOSED' });
      expect(answer.json().error.message).toContain('not been paid');
    };
    await refused();
    await shopper.pay(orderId, TEST_CARDS.declined);
    await refused();
    await t.database.db.execute(
      sql`update airport_bookings set hold_expires_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
    await refused();
    expect(refundsAsked.length).toBe(before);
    // Paid, the same line offers it: the checks above are about payment, not the line.
    expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
    expect((await airportLine()).line.cancellation.cancellable).toBe(true);
  });

  it('is refused with a plain 409 within 24 hours of the slot', async () => {
    // Three hours from now at the airport: bookable, but inside the 24 hours.
    const soon = localDateTime(lounge.timeZone, new Date(Date.now() + 3 * 3_600_000));
    const { shopper, orderId, order } = await paidBooking({ date: soon.date, time: soon.time });
    const line = order.lines[0]!;
    if (line.kind !== 'lounge_pass') throw new Error('not a lounge line');
    expect(line.cancellation.cancellable).toBe(false);
    const before = refundsAsked.length;
    const answer = await cancel(shopper, orderId, line.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('CANCELLATION_CLOSED');
    expect(answer.json().error.message).toContain('24 hours');
    expect(refundsAsked.length).toBe(before);
  });
});
