import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { JobRow } from '../src/jobs/runner';
import { REFUND_ORDER } from '../src/modules/fulfilment/job-kinds';
import { refundOrderHandler } from '../src/modules/fulfilment/refund-order';
import type { EsimProvider } from '../src/providers/esim/esim-provider';
import type { PaymentGateway } from '../src/providers/payments/payment-gateway';
import { createSandboxGateway } from '../src/providers/payments/sandbox-gateway';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

/** A wholesaler that is down for good: every provisioning attempt fails. */
const brokenProvider: EsimProvider = {
  name: 'broken',
  provision: async () => {
    throw new Error('provider down');
  },
  usage: async () => ({ initialMb: 0, remainingMb: 0, status: 'not-installed' }),
};

const t = useTestApp({ provisionMaxAttempts: 1 }, () => ({ esimProvider: brokenProvider }));

async function count(query: string) {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql.raw(query));
  return row!.n;
}

async function paidOrder() {
  const shopper = await guestShopper(t);
  const { orderId } = (await shopper.createOrder()).json().data;
  await shopper.pay(orderId, TEST_CARDS.pays);
  return { shopper, orderId };
}

describe('an order whose eSIM cannot be delivered for good', () => {
  it('is refunded through its gateway, and the traveller gets one e-mail saying so', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    expect(order.status).toBe('refunded');
    expect(order.lines[0]!.status).toBe('refunded');
    expect(order.payment?.status).toBe('refunded');
    expect(
      await count(`select count(*)::int as n from refunds where order_id = '${orderId}'`),
    ).toBe(1);
    const mails = t.mailer.sent.filter((m) => m.to === shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('refunded');
    expect(mails[0]!.text).toContain(`${order.total.amount} USD`);
  });

  it('refunds once and mails once when the refund job is replayed and raced', async () => {
    const { shopper, orderId } = await paidOrder();
    // Stop short of the refund: the line gave up, the refund job has not run yet.
    await t.database.db.execute(
      sql`update orders set status = 'provisioning_failed' where id = ${orderId}`,
    );
    await t.database.db.execute(
      sql`update jobs set status = 'done' where key in (select id::text from order_lines where order_id = ${orderId})`,
    );
    const refundsAsked: string[] = [];
    const sandbox = createSandboxGateway();
    const counting: PaymentGateway = {
      ...sandbox,
      refund: async (input) => {
        refundsAsked.push(input.orderId);
        // Slow enough that the racing runs overlap.
        await new Promise((r) => setTimeout(r, 50));
        return sandbox.refund(input);
      },
    };
    const handler = refundOrderHandler({
      db: t.database.db,
      gateways: { get: () => counting, has: () => true },
    });
    const job = { id: 0, kind: REFUND_ORDER, key: orderId, payload: {}, attempts: 1 } as JobRow;
    await Promise.all([handler.run(job), handler.run(job), handler.run(job)]);
    await handler.run(job);
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    expect(refundsAsked).toEqual([orderId]);
    expect(
      await count(`select count(*)::int as n from refunds where order_id = '${orderId}'`),
    ).toBe(1);
    expect((await shopper.order(orderId)).body.data.order.status).toBe('refunded');
    expect(t.mailer.sent.filter((m) => m.to === shopper.email)).toHaveLength(1);
  });
});
