import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('confirming a 3-D Secure payment on an order another card already paid', () => {
  it('answers 409 ORDER_ALREADY_PAID to 20 parallel confirmations and changes nothing', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const challenged = (await shopper.pay(orderId, TEST_CARDS.confirm)).json().data;
    expect(challenged.status).toBe('requires_action');
    expect((await shopper.pay(orderId, TEST_CARDS.pays)).json().data.status).toBe('succeeded');
    const snapshot = () =>
      queryRows(
        t.database.db,
        sql`select id, status, updated_at from payments where order_id = ${orderId} order by id`,
      );
    const before = await snapshot();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper.confirm(challenged.paymentId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(409));
    expect(new Set(answers.map((a) => a.json().error.code))).toEqual(
      new Set(['ORDER_ALREADY_PAID']),
    );
    expect(await snapshot()).toEqual(before);
    const jobs = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs where key in
          (select id::text from order_lines where order_id = ${orderId})`,
    );
    expect(jobs[0]!.n).toBe(1);
  });
});
