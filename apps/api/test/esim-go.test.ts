import { createHmac } from 'node:crypto';
import type { EsimPlanLine } from '@tern/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { READ_ESIM_USAGE, readUsageHandler } from '../src/modules/esim-usage/read-usage';
import { createEsimGoProvider } from '../src/providers/esim/esim-go';
import { isValidIccid } from '../src/providers/esim/iccid';
import { ESIM_GO_KEY, startFakeEsimGo } from './support/fake-esim-go';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

let fake: Awaited<ReturnType<typeof startFakeEsimGo>>;
beforeAll(async () => {
  fake = await startFakeEsimGo();
});
afterAll(async () => {
  await fake?.close();
});

const t = useTestApp(
  () => ({
    provisionMaxAttempts: 3,
    // The usage callback route is registered with the wholesaler's adapter.
    esimProvider: { url: fake.url, apiKey: ESIM_GO_KEY },
    simulatorControl: false,
  }),
  (database) => ({
    esimProvider: createEsimGoProvider(database.db, {
      baseUrl: fake.url,
      apiKey: ESIM_GO_KEY,
      timeoutMs: 500,
    }),
  }),
);

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

/** The eSIM Go style callback, signed as the wholesaler signs it (HMAC-SHA256 of the raw body). */
function usageCallback(body: unknown, key = ESIM_GO_KEY) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/esim-usage',
    headers: {
      'content-type': 'application/json',
      'x-site-id': 'tern-web',
      'x-signature-sha256': createHmac('sha256', key).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

/** One usage sweep now, as the job runs it, then the e-mails it queued. */
async function readAllNow() {
  const { db } = t.database;
  await db.execute(sql`update esim_profiles set next_read_at = now()`);
  const provider = createEsimGoProvider(db, { baseUrl: fake.url, apiKey: ESIM_GO_KEY });
  await readUsageHandler({ db, provider, everyMs: 60_000, readsPerMinute: 60 }).run({
    id: 0,
    kind: READ_ESIM_USAGE,
    key: 'test',
    payload: {},
    attempts: 1,
    max_attempts: 1,
  });
  await retryNow();
}

const usageOf = async (shopper: Awaited<ReturnType<typeof guestShopper>>, orderId: string) =>
  ((await shopper.order(orderId)).body.data.order.lines[0] as EsimPlanLine).usage!;

describe('eSIM Go style after-sale', () => {
  it('reads usage per bundle by the order reference, and e-mails the 80 % alert once', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    const assignment = fake.state.assignments.find((a) => a.iccid === order.esim.iccid)!;
    fake.state.profileStatus.set(order.esim.iccid, 'Installed');
    Object.assign(assignment, { bundleState: 'active', remainingQuantity: 900_000_000 });
    await readAllNow();
    const usage = await usageOf(shopper, orderId);
    expect(usage.state).toBe('active');
    expect(usage.bundles[0]).toMatchObject({ state: 'active', totalMb: 5000, remainingMb: 900 });
    await readAllNow();
    await retryNow();
    expect(
      t.mailer.sent.filter((m) => m.to === shopper.email && /80%/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('accepts signed usage callbacks once, and a stale one never raises what is left', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    const assignment = fake.state.assignments.find((a) => a.iccid === order.esim.iccid)!;
    const startTime = new Date(Date.now() - 86_400_000).toISOString();
    const endTime = new Date(Date.now() + 29 * 86_400_000).toISOString();
    const callback = (remaining: number) => ({
      iccid: order.esim.iccid,
      alertType: 'Utilisation',
      bundle: {
        id: assignment.id,
        reference: assignment.reference,
        name: assignment.item,
        initialQuantity: 5_000_000_000,
        remainingQuantity: remaining,
        startTime,
        endTime,
        unlimited: false,
      },
    });
    const first = await usageCallback(callback(2_000_000_000));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const replay = await usageCallback(callback(2_000_000_000));
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    const stale = await usageCallback(callback(4_000_000_000));
    expect(stale.json().data.duplicate).toBe(false);
    const usage = await usageOf(shopper, orderId);
    expect(usage.state).toBe('active');
    expect(usage.bundles[0]).toMatchObject({ remainingMb: 2000, usedMb: 3000 });

    const forged = await usageCallback(callback(0), 'not-the-key');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVALID_SIGNATURE');
    expect((await usageOf(shopper, orderId)).bundles[0]!.remainingMb).toBe(2000);
  });

  it('puts a top-up on the same eSIM by its ICCID, and takes an unstarted one back', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    const { iccid } = (order.lines[0] as EsimPlanLine).usage!;
    const created = await t.post(
      '/v1/orders',
      { lines: [{ kind: 'esim_topup', bundleId: 'bndl_fr_5gb_30d', iccid }], ...HERE },
      shopper.headers,
    );
    expect(created.statusCode).toBe(200);
    const topUpOrder = created.json().data.orderId as string;
    await shopper.pay(topUpOrder, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    expect(fake.state.orders.at(-1)).toMatchObject({
      item: 'esim_5GB_30D_FR_V2',
      iccid: order.esim.iccid,
    });
    const line = (await shopper.order(topUpOrder)).body.data.order.lines[0]!;
    expect(line.status).toBe('fulfilled');
    const refund = await t.post(
      `/v1/orders/${topUpOrder}/lines/${line.id}/refund`,
      { reason: 'wrong_plan' },
      shopper.headers,
    );
    expect(refund.statusCode).toBe(200);
    expect(fake.state.assignments.at(-1)!.bundleState).toBe('revoked');
  });

  it('voids a never-installed eSIM before its refund; an installed one is refused', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    const refunded = await t.post(
      `/v1/orders/${orderId}/lines/${order.lines[0]!.id}/refund`,
      { reason: 'trip_cancelled' },
      shopper.headers,
    );
    expect(refunded.statusCode).toBe(200);
    expect(fake.state.assignments.find((a) => a.iccid === order.esim.iccid)!.bundleState).toBe(
      'revoked',
    );

    const second = await paidOrder();
    await t.app.jobs.runDue();
    const installed = (await second.shopper.order(second.orderId)).body.data.order;
    fake.state.profileStatus.set(installed.esim.iccid, 'Installed');
    const refused = await t.post(
      `/v1/orders/${second.orderId}/lines/${installed.lines[0]!.id}/refund`,
      { reason: 'trip_cancelled' },
      second.shopper.headers,
    );
    // The provider has the last word: installed since our last read, it is refused as such.
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ALREADY_INSTALLED',
      message: expect.stringMatching(/installed on a phone/),
      details: { why: 'installed' },
    });
  });

  it('cannot re-issue a lost eSIM itself, and says what to do instead', async () => {
    const { shopper, orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    const usage = (order.lines[0] as EsimPlanLine).usage!;
    expect(usage.reissue).toMatchObject({
      allowed: false,
      message: expect.stringMatching(/ICCID/),
    });
    const answer = await t.post(`/v1/esims/${usage.iccid}/reissue`, {}, shopper.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('REISSUE_NOT_POSSIBLE');
  });
});
