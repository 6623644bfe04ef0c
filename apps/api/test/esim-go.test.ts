import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createEsimGoProvider } from '../src/providers/esim/esim-go';
import { isValidIccid } from '../src/providers/esim/iccid';
import { ESIM_GO_KEY, startFakeEsimGo } from './support/fake-esim-go';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

let fake: Awaited<ReturnType<typeof startFakeEsimGo>>;
beforeAll(async () => {
  fake = await startFakeEsimGo();
});
afterAll(async () => {
  await fake?.close();
});

const t = useTestApp({ provisionMaxAttempts: 3 }, (database) => ({
  esimProvider: createEsimGoProvider(database.db, {
    baseUrl: fake.url,
    apiKey: ESIM_GO_KEY,
    timeoutMs: 500,
  }),
}));

/** Retries are scheduled with backoff; tests make them due now instead of waiting. */
async function retryNow() {
  await t.database.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
  await t.app.jobs.runDue();
}

async function paidOrder(bundleId = 'bndl_fr_5gb_30d') {
  const shopper = await guestShopper(t);
  const { orderId } = (await shopper.createOrder(bundleId)).json().data;
  await shopper.pay(orderId, TEST_CARDS.pays);
  return { shopper, orderId };
}

describe('eSIM Go style wholesale adapter', () => {
  it('orders the matching wholesale bundle and delivers its assignment', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    expect(order.status).toBe('fulfilled');
    expect(order.esim).toMatchObject({
      smdpAddress: 'rsp.wholesale.example',
      matchingId: expect.stringMatching(/^MATCH-/),
    });
    expect(isValidIccid(order.esim.iccid)).toBe(true);
    expect(fake.state.orders.at(-1)!.item).toBe('esim_5GB_30D_FR_V2');
    expect([...fake.state.apiKeys]).toEqual([ESIM_GO_KEY]);
  });

  it('retries 5xx answers and buys only once for the order', async () => {
    const ordersBefore = fake.state.orders.length;
    const { shopper, orderId } = await paidOrder('bndl_de_ul_7d');
    fake.state.failuresLeft = 2;
    await t.app.jobs.runDue();
    expect((await shopper.order(orderId)).body.data.order.status).toBe('paid');
    await retryNow();
    await retryNow();
    expect((await shopper.order(orderId)).body.data.order.status).toBe('fulfilled');
    expect(fake.state.orders.length - ordersBefore).toBe(1);
    expect(fake.state.orders.at(-1)!.item).toBe('esim_UL_7D_DE_V2');
  });

  it('after the last retry refunds the payment once and tells the traveller in one e-mail', async () => {
    const { shopper, orderId } = await paidOrder();
    fake.state.failuresLeft = 100;
    await t.app.jobs.runDue();
    await retryNow();
    await retryNow();
    await retryNow();
    const order = (await shopper.order(orderId)).body.data.order;
    expect(order.status).toBe('refunded');
    expect(order.esim).toBeNull();
    expect(order.lines[0]!.status).toBe('refunded');
    const refunds = await queryRows<{ amount_minor: number; currency_code: string }>(
      t.database.db,
      sql`select amount_minor, currency_code from refunds where order_id = ${orderId}`,
    );
    expect(refunds).toEqual([{ amount_minor: order.total.minor, currency_code: 'USD' }]);
    const mails = t.mailer.sent.filter((m) => m.to === shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('refunded');
    fake.state.failuresLeft = 0;
  });
});
