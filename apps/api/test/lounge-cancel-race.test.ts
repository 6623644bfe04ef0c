import type { CancelLineResponse, Order } from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { describe, expect, it } from 'vitest';
import { heldInSlot } from '../src/products/lounge-pass/capacity';
import { builtInCatalogue } from '../src/providers/lounges/built-in/built-in-provider';
import type { LoungeProvider } from '../src/providers/lounges/lounge-provider';
import { builtInLounges } from './support/built-in-lounges';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const lounge = builtInCatalogue().resources.find((r) => r.module === 1 && r.hours.allDay)!;
const today = localDateTime(lounge.timeZone, new Date()).date;

/** What the supplier was asked: passes issued and cancelled, by reference. */
const supplier = { issued: [] as string[], cancelled: [] as string[] };
/** When set, the next pass request waits here: the traveller cancels meanwhile. */
let gate: { entered: () => void; release: Promise<void> } | undefined;

const t = useTestApp({}, (database) => {
  const builtIn = builtInLounges(database);
  const recording: LoungeProvider = {
    ...builtIn,
    async issuePass(request) {
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
      lines: [
        {
          kind: 'lounge_pass',
          resourceId: lounge.resourceId,
          date,
          time,
          adults: 1,
          children: 0,
          flightNumber: 'VN 254',
          travellers: ['An Nguyen'],
        },
      ],
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
