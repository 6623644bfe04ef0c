import type { Order } from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { heldInSlot } from '../src/products/lounge-pass/capacity';
import { builtInCatalogue } from '../src/providers/lounges/built-in/built-in-provider';
import type { LoungeProvider } from '../src/providers/lounges/lounge-provider';
import { builtInLounges, loungePassLine } from './support/built-in-lounges';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const lounge = builtInCatalogue().resources.find((r) => r.module === 1 && r.hours.allDay)!;
const date = addDays(localDateTime(lounge.timeZone, new Date()).date, 15);

const t = useTestApp({ provisionMaxAttempts: 1 }, (database) => {
  const builtIn = builtInLounges(database);
  /** A supplier that takes no bookings: every pass request fails. */
  const refusing: LoungeProvider = {
    ...builtIn,
    issuePass: async () => {
      throw new Error('supplier down');
    },
  };
  return { loungeProvider: refusing };
});

describe('a lounge pass the supplier will not book', () => {
  it('is refunded once by checkout and its places go back to the slot', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      {
        lines: [
          loungePassLine(lounge.resourceId, {
            date,
            time: '11:00',
            adults: 2,
            flightNumber: 'SQ 317',
            travellers: ['Ann Lee', 'Bo Lee'],
          }),
        ],
        currency: 'USD',
      },
      shopper.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json().data;
    const key = { resourceId: lounge.resourceId, date, slot: '11:00' };
    expect(await heldInSlot(t.database.db, key)).toBe(2);
    await shopper.pay(orderId, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order as Order;
    expect(order.status).toBe('refunded');
    expect(order.bundle).toBeNull();
    expect(await heldInSlot(t.database.db, key)).toBe(0);
    const [refunds] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from refunds where order_id = ${orderId}`,
    );
    expect(refunds!.n).toBe(1);
  });
});
