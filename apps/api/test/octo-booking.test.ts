import type { AttractionTicketLine, Order } from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createOctoProvider } from '../src/providers/attractions/octo/octo-provider';
import { stockSimulator } from '../src/providers/esim/simulator';
import { FOOD_TOUR, OCTO_KEY, startFakeOcto } from './support/fake-octo';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

let fake: Awaited<ReturnType<typeof startFakeOcto>>;
beforeAll(async () => {
  fake = await startFakeOcto();
});
afterAll(async () => {
  await fake?.close();
});

const t = useTestApp({}, () => ({
  attractionProvider: createOctoProvider({ url: fake.url, apiKey: OCTO_KEY, timeoutMs: 1000 }),
}));
beforeAll(async () => {
  await stockSimulator(t.database.db, 10);
});

const tour = `${FOOD_TOUR}~DEFAULT`;

async function paidTour(daysAhead: number) {
  const date = addDays(localDateTime('Asia/Ho_Chi_Minh', new Date()).date, daysAhead);
  const shopper = await guestShopper(t);
  const created = await t.post(
    '/v1/orders',
    {
      lines: [
        {
          kind: 'attraction_ticket',
          attractionId: tour,
          date,
          time: '10:00',
          units: [{ type: 'adult', quantity: 2 }],
          leadTraveller: { name: 'An Nguyen' },
        },
      ],
      currency: 'USD',
    },
    shopper.headers,
  );
  expect(created.statusCode, created.body).toBe(200);
  const { orderId } = created.json().data;
  expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
  const order = async () => (await shopper.order(orderId)).body.data.order as Order;
  return { shopper, orderId, lineId: (await order()).lines[0]!.id, order };
}

describe('tickets from an OCTO supplier, through the one checkout', () => {
  it('reserves and confirms once per line, and shows the supplier’s tickets', async () => {
    const { lineId, order } = await paidTour(10);
    await t.app.jobs.runDue();
    const done = await order();
    expect(done.status).toBe('fulfilled');
    const line = done.lines[0] as AttractionTicketLine;
    expect(line.delivery!.tickets.map((ticket) => ticket.unitType)).toEqual(['adult', 'adult']);
    expect(fake.bookings.get(lineId)).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: lineId,
    });
    expect(fake.reserves(lineId)).toBe(1);
    // A rerun of the finished job books nothing more.
    await t.app.jobs.runNow('fulfil-line', lineId);
    expect(fake.reserves(lineId)).toBe(1);
  });

  it('sold out at the supplier between order and reserve: refunded at once', async () => {
    const { lineId, order } = await paidTour(11);
    fake.control.sellOutNextReserve = true;
    await t.app.jobs.runDue();
    const refunded = await order();
    expect(refunded.status).toBe('refunded');
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ lineId, reason: 'delivery_failed', status: 'succeeded' }),
    ]);
    expect(fake.bookings.get(lineId)?.status ?? 'none').not.toBe('CONFIRMED');
  });

  it('supplier down at fulfilment: the attempt is kept to be tried again', async () => {
    const { lineId, order } = await paidTour(12);
    fake.state.down = 'http';
    try {
      await t.app.jobs.runDue();
    } finally {
      fake.state.down = false;
    }
    expect((await order()).status).toBe('paid');
    const [job] = await queryRows<{ attempts: number; status: string }>(
      t.database.db,
      sql`select attempts, status from jobs where kind = 'fulfil-line' and key = ${lineId}`,
    );
    expect(job).toMatchObject({ attempts: 1, status: 'queued' });
    await t.app.jobs.runNow('fulfil-line', lineId);
    expect((await order()).status).toBe('fulfilled');
    expect(fake.reserves(lineId)).toBe(1);
  });

  it('a traveller’s cancel cancels the booking with the supplier', async () => {
    const { shopper, orderId, lineId } = await paidTour(13);
    await t.app.jobs.runDue();
    const answer = await t.post(
      `/v1/orders/${orderId}/lines/${lineId}/cancel`,
      {},
      shopper.headers,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.jobs.runDue();
    expect(fake.bookings.get(lineId)?.status).toBe('CANCELLED');
  });
});
