import type { Order, OrderedEsimsResponse } from '@tern/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { REFUND_PAYMENT } from '../src/modules/orders/job-kinds';
import type { EsimProvider } from '../src/providers/esim/esim-provider';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

/** Every refund the sandbox gateway is asked for; `hold` makes the next one wait. */
const gatewayCalls = vi.hoisted(() => ({
  refunds: [] as string[],
  hold: undefined as Promise<void> | undefined,
}));
vi.mock('../src/providers/payments/sandbox-gateway', async (original) =>
  (await import('./support/sandbox-with')).sandboxWith(await original(), {
    async refund(input, next) {
      gatewayCalls.refunds.push(input.refundId);
      const hold = gatewayCalls.hold;
      gatewayCalls.hold = undefined;
      if (hold) await hold;
      return next(input);
    },
  }),
);

/** A wholesaler that is down for good: every provisioning attempt fails. */
const brokenProvider: EsimProvider = {
  name: 'broken',
  provision: async () => {
    throw new Error('provider down');
  },
  read: async () => ({ installed: false, voided: false, bundles: [] }),
  addBundle: async () => {
    throw new Error('provider down');
  },
  voidProfile: async () => 'voided',
  revokeBundle: async () => 'revoked',
};

const t = useTestApp({ provisionMaxAttempts: 1 }, () => ({ esimProvider: brokenProvider }));

async function refundRows(orderId: string) {
  return queryRows<{ id: string; order_line_id: string; status: string; reason: string }>(
    t.database.db,
    sql`select id, order_line_id, status, reason from refunds where order_id = ${orderId}`,
  );
}

async function paidOrder() {
  const shopper = await guestShopper(t);
  const { orderId } = (await shopper.createOrder()).json().data;
  await shopper.pay(orderId, TEST_CARDS.pays);
  return { shopper, orderId };
}

describe('an order whose eSIM cannot be delivered for good', () => {
  it('is refunded through its gateway, in the ledger, and the traveller gets one e-mail', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order as Order;
    expect(order.status).toBe('refunded');
    expect(order.lines[0]!.status).toBe('refunded');
    expect(order.payment).toMatchObject({
      status: 'refunded',
      amount: order.total,
      refunded: order.total,
    });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        lineId: order.lines[0]!.id,
        amount: order.total,
        reason: 'delivery_failed',
        status: 'succeeded',
        settledAt: expect.any(String),
      }),
    ]);
    expect(await refundRows(orderId)).toHaveLength(1);
    // The traveller's eSIM list says so too, rather than "preparing" for ever.
    const history = await t.get<OrderedEsimsResponse>('/v1/esims', shopper.headers);
    expect(history.body.data.esims.find((e) => e.orderId === orderId)?.status).toBe('refunded');
    const mails = t.mailer.sent.filter((m) => m.to === shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('refunded');
    expect(mails[0]!.text).toContain(`US$${order.total.amount.toFixed(2)}`);
  });

  it('asks the gateway once and mails once when the refund job is replayed mid-call', async () => {
    const { shopper, orderId } = await paidOrder();
    // The first call to the gateway waits until released: meanwhile the job is run again, as
    // a runner would after its lease ran out, and the ledger row is already claimed.
    let release!: () => void;
    gatewayCalls.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = gatewayCalls.refunds.length;
    const first = t.app.jobs.runDue();
    await vi.waitUntil(() => gatewayCalls.refunds.length > before);
    const [refund] = await refundRows(orderId);
    await t.database.db.execute(
      sql`update jobs set status = 'queued', run_at = now() where kind = ${REFUND_PAYMENT} and key = ${refund!.id}`,
    );
    await Promise.all([
      t.app.jobs.runNow(REFUND_PAYMENT, refund!.id),
      t.app.jobs.runNow(REFUND_PAYMENT, refund!.id),
    ]);
    release();
    await first;
    // The replays found the refund claimed and wait for a retry; once due, they find it settled.
    await t.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${REFUND_PAYMENT} and key = ${refund!.id}`,
    );
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    expect(gatewayCalls.refunds.slice(before)).toEqual([refund!.id]);
    expect(await refundRows(orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', reason: 'delivery_failed' }),
    ]);
    expect((await shopper.order(orderId)).body.data.order.status).toBe('refunded');
    expect(t.mailer.sent.filter((m) => m.to === shopper.email)).toHaveLength(1);
  });
});
