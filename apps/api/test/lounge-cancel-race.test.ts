import type { CancelLineResponse, Order } from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FULFIL_LINE } from '../src/modules/orders/job-kinds';
import { heldInSlot } from '../src/products/lounge-pass/capacity';
import { stockSimulator } from '../src/providers/esim/simulator';
import { builtInCatalogue } from '../src/providers/lounges/built-in/built-in-provider';
import type { LoungeProvider } from '../src/providers/lounges/lounge-provider';
import { builtInLounges, loungePassLine } from './support/built-in-lounges';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const lounge = builtInCatalogue().resources.find((r) => r.module === 1 && r.hours.allDay)!;
const today = localDateTime(lounge.timeZone, new Date()).date;

/** What the supplier was asked: passes issued and cancelled, by reference. */
const supplier = { issued: [] as string[], cancelled: [] as string[] };
/** When set, the next pass request waits here: the traveller cancels meanwhile. */
let gate: { entered: () => void; release: Promise<void> } | undefined;
/** While true the supplier answers every pass request with an outage, so the job retries later. */
let supplierDown = false;

const t = useTestApp({}, (database) => {
  const builtIn = builtInLounges(database);
  const recording: LoungeProvider = {
    ...builtIn,
    async issuePass(request) {
      if (supplierDown) throw new Error('supplier unavailable');
      const waiting = gate;
      gate = undefined;
      if (waiting) {
        waiting.entered();
        await waiting.release;
      }
      const answer = await builtIn.issuePass(request);
      supplier.issued.push(answer.passReference);
      return answer;
    },
    async cancelPass(reference) {
      supplier.cancelled.push(reference);
      await builtIn.cancelPass(reference);
    },
  };
  return { loungeProvider: recording };
});

async function paidUnbooked(date: string, time: string) {
  const shopper = await guestShopper(t);
  const created = await t.post(
    '/v1/orders',
    {
      lines: [loungePassLine(lounge.resourceId, { date, time })],
      currency: 'USD',
    },
    shopper.headers,
  );
  expect(created.statusCode, created.body).toBe(200);
  const { orderId } = created.json().data;
  expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
  const order = (await shopper.order(orderId)).body.data.order as Order;
  return { shopper, orderId, lineId: order.lines[0]!.id };
}

const cancel = (shopper: { headers: Record<string, string> }, orderId: string, lineId: string) =>
  t.post(`/v1/orders/${orderId}/lines/${lineId}/cancel`, {}, shopper.headers);

/** Whatever the interleaving, a cancelled line ends the same way. */
async function expectCancelledOnce(
  shopper: Awaited<ReturnType<typeof guestShopper>>,
  orderId: string,
  key: { resourceId: string; date: string; slot: string },
  before: { issued: number; cancelled: number },
) {
  await t.app.jobs.runDue();
  const order = (await shopper.order(orderId)).body.data.order as Order;
  const line = order.lines[0]!;
  if (line.kind !== 'lounge_pass') throw new Error('not a lounge line');
  expect(line.status).toBe('refunded');
  expect(order.status).toBe('refunded');
  expect(line.cancellation).toMatchObject({ cancellable: false });
  // Every supplier booking made for this line was cancelled with the supplier, once.
  const issued = supplier.issued.slice(before.issued);
  expect(supplier.cancelled.slice(before.cancelled)).toEqual(issued);
  // No valid pass is left to walk in with, and the place is back in the slot.
  for (const pass of line.delivery?.passes ?? []) expect(pass.status).toBe('cancelled');
  expect(await heldInSlot(t.database.db, key)).toBe(0);
  const notices = t.mailer.sent.filter(
    (m) => m.to === shopper.email && m.subject.startsWith('Cancelled'),
  );
  expect(notices).toHaveLength(1);
  const receipts = t.mailer.sent.filter(
    (m) => m.to === shopper.email && m.subject.includes('receipt'),
  );
  expect(receipts.length).toBeLessThanOrEqual(1);
}

describe('a traveller cancels while the supplier is booking the pass', () => {
  it('keeps no supplier booking, no held place and refunds once', async () => {
    const date = addDays(today, 20);
    const { shopper, orderId, lineId } = await paidUnbooked(date, '08:00');
    const before = { issued: supplier.issued.length, cancelled: supplier.cancelled.length };
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    gate = { entered, release: new Promise<void>((resolve) => (release = resolve)) };

    const fulfilling = t.app.jobs.runDue();
    await inside;
    const answer = await cancel(shopper, orderId, lineId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CancelLineResponse>().data.lineStatus).toBe('refunded');
    release();
    await fulfilling;

    // The supplier did book (the request was already out), and that booking was undone.
    expect(supplier.issued.length - before.issued).toBe(1);
    await expectCancelledOnce(
      shopper,
      orderId,
      { resourceId: lounge.resourceId, date, slot: '08:00' },
      before,
    );
  });

  it('ends the same when the cancel and the booking job race freely', async () => {
    for (const [days, time] of [
      [21, '09:00'],
      [22, '10:00'],
      [23, '11:00'],
    ] as const) {
      const date = addDays(today, days);
      const { shopper, orderId, lineId } = await paidUnbooked(date, time);
      const before = { issued: supplier.issued.length, cancelled: supplier.cancelled.length };
      const [, answer] = await Promise.all([t.app.jobs.runDue(), cancel(shopper, orderId, lineId)]);
      expect(answer.statusCode, answer.body).toBe(200);
      await expectCancelledOnce(
        shopper,
        orderId,
        { resourceId: lounge.resourceId, date, slot: time },
        before,
      );
    }
  });
});

describe('a lounge line cancelled while its supplier is down, the eSIM beside it delivered', () => {
  it('closes the order at once, with one receipt, and the line’s next run books nothing', async () => {
    supplierDown = true;
    try {
      const shopper = await guestShopper(t);
      const created = await t.post(
        '/v1/orders',
        {
          lines: [
            { kind: 'esim_plan', bundleId: 'bndl_fr_5gb_30d', quantity: 1 },
            loungePassLine(lounge.resourceId, { date: addDays(today, 25), time: '09:00' }),
          ],
          currency: 'USD',
          ...HERE,
        },
        shopper.headers,
      );
      expect(created.statusCode, created.body).toBe(200);
      const { orderId } = created.json().data;
      expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
      await stockSimulator(t.database.db, 1);
      await t.app.jobs.runDue();
      const waiting = (await shopper.order(orderId)).body.data.order as Order;
      expect(waiting.lines.map((l) => [l.kind, l.status])).toEqual([
        ['esim_plan', 'fulfilled'],
        ['lounge_pass', 'pending'],
      ]);
      expect(waiting.status).toBe('paid');

      const loungeLine = waiting.lines[1]!;
      const answer = await cancel(shopper, orderId, loungeLine.id);
      expect(answer.statusCode, answer.body).toBe(200);
      // The eSIM is delivered and nothing else is waiting: the order is done.
      expect(answer.json<CancelLineResponse>().data.orderStatus).toBe('fulfilled');
      const issuedBefore = supplier.issued.length;

      // The line's job comes round again (its retry made due now).
      supplierDown = false;
      await t.database.db.execute(
        sql`update jobs set run_at = now() where kind = ${FULFIL_LINE} and key = ${loungeLine.id}`,
      );
      await t.app.jobs.runDue();
      await t.app.jobs.runDue(); // the receipt it queued
      const order = (await shopper.order(orderId)).body.data.order as Order;
      expect(order.status).toBe('fulfilled');
      expect(order.lines.map((l) => l.status)).toEqual(['fulfilled', 'refunded']);
      // One receipt (for the eSIM) besides the cancellation notice.
      const receipts = t.mailer.sent.filter(
        (m) => m.to === shopper.email && !m.subject.startsWith('Cancelled'),
      );
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.text).not.toContain(lounge.resourceName);
      expect(supplier.issued.length).toBe(issuedBefore);
    } finally {
      supplierDown = false;
    }
  });
});
