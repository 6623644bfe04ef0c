import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedCatalogue } from '../src/db/seed/write';
import { databaseMigratedTo } from './support/migrated-to';

describe('migration 0004: orders placed before order lines existed', () => {
  let handle: DatabaseHandle;
  let drop = async () => {};
  const ids = { user: '', fulfilled: '', unpaid: '', region: '' };

  beforeAll(async () => {
    // 0003 is the last schema with one plan per order.
    ({ handle, drop } = await databaseMigratedTo('0003_provider_orders'));
    await seedCatalogue(handle.db);
    const db = handle.db;
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, is_guest) values ('old@example.com', true) returning id`,
    );
    ids.user = user!.id;
    const insertOld = async (bundleId: string, status: string, cents: number) => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into orders (user_id, bundle_id, quantity, status, price_usd_cents,
              display_currency, display_amount, payment_gateway, paid_at, fulfilled_at)
            values (${ids.user}, ${bundleId}, 1, ${status}, ${cents}, 'EUR', '5.71', 'sandbox',
              case when ${status} = 'awaiting_payment' then null else now() end,
              case when ${status} = 'fulfilled' then now() else null end)
            returning id`,
      );
      return row!.id;
    };
    ids.fulfilled = await insertOld('bndl_fr_5gb_30d', 'fulfilled', 649);
    ids.unpaid = await insertOld('bndl_jp_1gb_7d', 'awaiting_payment', 449);
    const [regional] = await queryRows<{ id: string }>(
      db,
      sql`select id from bundles where region_id is not null order by id limit 1`,
    );
    ids.region = await insertOld(regional!.id, 'paid', 1999);
    await db.execute(sql`insert into payments (order_id, provider, status, amount_usd_cents, card_brand, card_last4)
      values (${ids.fulfilled}, 'sandbox', 'succeeded', 649, 'visa', '4242')`);
    await db.execute(sql`insert into esim_profiles (provider, iccid, smdp_address, matching_id, status, order_id, initial_data_mb, assigned_at)
      values ('simulator', '8944770000000000001', 'smdp.example', 'ABCD', 'assigned', ${ids.fulfilled}, 5000, now())`);
    await db.execute(sql`insert into jobs (kind, key, payload, status, max_attempts)
      values ('provision-esim', ${ids.region}, '{}', 'queued', 8)`);
    // The rest of the migrations, as a deployment of this version would apply them.
    await runMigrations(handle);
  }, 120_000);

  afterAll(() => drop());

  it('gives every old order one esim_plan line with the plan as it was sold', async () => {
    const lines = await queryRows<{
      order_id: string;
      kind: string;
      product_ref: string;
      quantity: number;
      amount_minor: number;
      status: string;
      snapshot: Record<string, unknown>;
    }>(handle.db, sql`select * from order_lines order by created_at, order_id`);
    expect(lines).toHaveLength(3);
    const france = lines.find((l) => l.order_id === ids.fulfilled)!;
    expect(france).toMatchObject({
      kind: 'esim_plan',
      product_ref: 'bndl_fr_5gb_30d',
      quantity: 1,
      amount_minor: 649,
      status: 'fulfilled',
    });
    expect(france.snapshot).toMatchObject({
      bundleId: 'bndl_fr_5gb_30d',
      name: 'France 5 GB 30 days',
      dataAmount: 5000,
      duration: 30,
      destination: { name: 'France', isoCode: 'FR', flagImageUrl: '/flags/4x3/fr.svg' },
    });
    expect(Array.isArray(france.snapshot.speed)).toBe(true);
    const region = lines.find((l) => l.order_id === ids.region)!;
    expect(region.status).toBe('pending');
    expect(region.snapshot).toMatchObject({
      destination: { isoCode: null, flagImageUrl: expect.stringMatching(/^\/art\/region\//) },
    });
    expect(lines.find((l) => l.order_id === ids.unpaid)!.product_ref).toBe('bndl_jp_1gb_7d');
  });

  it('fills the header in the currency that was charged (USD) and keeps payments and eSIMs', async () => {
    const [order] = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select currency_code, subtotal_minor, discount_minor, total_minor, total_usd_cents
          from orders where id = ${ids.fulfilled}`,
    );
    expect(order).toEqual({
      currency_code: 'USD',
      subtotal_minor: 649,
      discount_minor: 0,
      total_minor: 649,
      total_usd_cents: 649,
    });
    const [payment] = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select currency_code, amount_minor from payments where order_id = ${ids.fulfilled}`,
    );
    expect(payment).toEqual({ currency_code: 'USD', amount_minor: 649 });
    const [profile] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from esim_profiles p join order_lines l on l.id = p.order_line_id
          where l.order_id = ${ids.fulfilled}`,
    );
    expect(profile!.n).toBe(1);
  });

  it('moves a waiting provisioning job onto the order’s line', async () => {
    const jobs = await queryRows<{ kind: string; key: string }>(
      handle.db,
      sql`select j.kind, j.key from jobs j`,
    );
    const [line] = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from order_lines where order_id = ${ids.region}`,
    );
    expect(jobs).toEqual([{ kind: 'fulfil-line', key: line!.id }]);
  });
});
