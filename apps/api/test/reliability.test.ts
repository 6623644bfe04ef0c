import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { stockSimulator } from '../src/providers/esim/simulator';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();

function shuffle<T>(items: T[]): T[] {
  return items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
}

async function countWhere(table: string, condition = 'true') {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql.raw(`select count(*)::int as n from ${table} where ${condition}`),
  );
  return row!.n;
}

describe('200 paid orders racing for the last 3 eSIM profiles', () => {
  let orderIds: string[] = [];

  beforeAll(async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        guestShopper(t, `racer-${i}@example.com`, `10.1.${Math.floor(i / 200)}.${i % 250}`),
      ),
    );
    orderIds = await Promise.all(
      shoppers.map(
        async (s) => (await s.createOrder('bndl_it_1gb_7d')).json().data.orderId as string,
      ),
    );
    await stockSimulator(t.database.db, 3);
    const outcomes = await Promise.all(
      shuffle(shoppers.map((s, i) => () => s.pay(orderIds[i]!, TEST_CARDS.pays))).map((pay) =>
        pay(),
      ),
    );
    expect(outcomes.every((o) => o.json().data.status === 'succeeded')).toBe(true);
    // Four workers claim jobs at once, as four API processes would.
    await Promise.all([
      t.app.jobs.runDue(),
      t.app.jobs.runDue(),
      t.app.jobs.runDue(),
      t.app.jobs.runDue(),
    ]);
  });

  it('fulfils exactly 3 and leaves the other 197 honestly waiting', async () => {
    expect(await countWhere('orders', "status = 'fulfilled'")).toBe(3);
    expect(await countWhere('order_lines', "status = 'fulfilled'")).toBe(3);
    expect(await countWhere('orders', "status = 'waiting_for_stock'")).toBe(197);
    expect(await countWhere('esim_profiles')).toBe(3);
  });

  it('never assigns a profile twice, and the database itself refuses it', async () => {
    expect(
      await countWhere('(select iccid from esim_profiles group by iccid having count(*) > 1) dup'),
    ).toBe(0);
    const [assigned] = await queryRows<{ iccid: string; order_line_id: string }>(
      t.database.db,
      sql`select iccid, order_line_id from esim_profiles limit 1`,
    );
    const [waiting] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from order_lines where id <> ${assigned!.order_line_id} limit 1`,
    );
    await expect(
      t.database.db.execute(sql`insert into esim_profiles (provider, iccid, smdp_address, matching_id, status, order_line_id)
        values ('simulator', ${assigned!.iccid}, 'x', 'y', 'not_installed', ${waiting!.id})`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`insert into esim_profiles (provider, iccid, smdp_address, matching_id, status, order_line_id)
        values ('simulator', '89447700000000000000', 'x', 'y', 'not_installed', ${assigned!.order_line_id})`),
    ).rejects.toThrow();
  });

  it('delivers to the waiting orders once stock arrives, still one eSIM each', async () => {
    await stockSimulator(t.database.db, 197);
    await t.database.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    await t.app.jobs.runDue();
    expect(await countWhere('orders', "status = 'fulfilled'")).toBe(200);
    expect(await countWhere('esim_profiles')).toBe(200);
    expect(await countWhere('order_lines', "status = 'fulfilled'")).toBe(200);
    expect(
      await countWhere(
        '(select order_line_id from esim_profiles group by order_line_id having count(*) > 1) dup',
      ),
    ).toBe(0);
  });
});

describe('a payment confirmation delivered 1 to 5 times, concurrently and shuffled', () => {
  it('fulfils each order once and sends one e-mail per order', async () => {
    await stockSimulator(t.database.db, 30);
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        guestShopper(t, `confirm-${i}@example.com`, `10.2.0.${i}`),
      ),
    );
    const challenges = await Promise.all(
      shoppers.map(async (s) => {
        const { orderId } = (await s.createOrder('bndl_es_3gb_15d')).json().data;
        return {
          s,
          orderId,
          paymentId: (await s.pay(orderId, TEST_CARDS.confirm)).json().data.paymentId as string,
        };
      }),
    );
    const deliveries = challenges.flatMap((c) =>
      Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => c),
    );
    const answers = await Promise.all(shuffle(deliveries).map((c) => c.s.confirm(c.paymentId)));
    expect(answers.every((a) => a.json().data.status === 'succeeded')).toBe(true);
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue(), t.app.jobs.runDue()]);
    for (const c of challenges) {
      expect((await c.s.order(c.orderId)).body.data.order.status).toBe('fulfilled');
      expect(t.mailer.sent.filter((m) => m.to === c.s.email)).toHaveLength(1);
    }
    expect(
      await countWhere(
        'payments',
        `status = 'succeeded' and order_id in (${challenges.map((c) => `'${c.orderId}'`).join(',')})`,
      ),
    ).toBe(20);
  });
});
