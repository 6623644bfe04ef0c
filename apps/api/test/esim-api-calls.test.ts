import type { Bundle, EsimUsage, SimulateEsimBody } from '@tern/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stockSimulator } from '../src/providers/esim/simulator';
import { boughtEsim, type Shopper, simulatorControl } from './support/esim-owner';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

/**
 * Issue 25's API, call by call, as the app and the tests both use it: usage and top-ups keyed by
 * the ICCID, a top-up as an order line, the self-serve refund, and the simulator's control read
 * by the usage job's own sweep (USAGE_POLL_SECONDS set low, as tests may).
 */
const t = useTestApp({ usagePollMs: 1000 });
beforeAll(async () => {
  await stockSimulator(t.database.db, 30);
});

const usage = (shopper: Shopper, iccid: string) =>
  t.get<{ data: EsimUsage; error?: { code: string } }>(`/v1/esims/${iccid}/usage`, shopper.headers);
const topups = (shopper: Shopper, iccid: string) =>
  t.get<{ data: { bundles: Bundle[] }; error?: { code: string } }>(
    `/v1/esims/${iccid}/topups?currency=EUR`,
    shopper.headers,
  );

const simulate = (iccid: string, body: SimulateEsimBody) => simulatorControl(t, iccid, body);

/**
 * Runs what the job queue has due until the usage read after `since` is there: the sweep is
 * queued for its next one-second slot, never forced, so this is the job's own next pass.
 */
async function nextPass(shopper: Shopper, iccid: string, since: number): Promise<EsimUsage> {
  let seen: EsimUsage | undefined;
  await vi.waitFor(
    async () => {
      await t.app.jobs.runDue();
      seen = (await usage(shopper, iccid)).body.data;
      expect(Date.parse(seen.readAt ?? '')).toBeGreaterThanOrEqual(since);
    },
    { timeout: 10_000, interval: 250 },
  );
  return seen!;
}

describe('GET /v1/esims/{iccid}/usage', () => {
  it('answers the owner with the state, when it was read, and each bundle’s figures', async () => {
    const { shopper, iccid, line } = await boughtEsim(t);
    const { status, body } = await usage(shopper, iccid);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ iccid, state: 'not_installed' });
    expect(body.data.bundles).toEqual([
      expect.objectContaining({
        name: line.name,
        totalMb: 5000,
        usedMb: 0,
        remainingMb: 5000,
        expiresAt: null,
      }),
    ]);
    expect(body.data).toHaveProperty('readAt');
  });

  it('is a 404 for another traveller’s eSIM and for one that does not exist', async () => {
    const { iccid } = await boughtEsim(t);
    const other = await guestShopper(t);
    const theirs = await usage(other, iccid);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error!.code).toBe('ESIM_NOT_FOUND');
    const unknown = await usage(other, '8999000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.code).toBe('ESIM_NOT_FOUND');
  });
});

describe('GET /v1/esims/{iccid}/topups', () => {
  it('lists the plans that fit the owner’s eSIM; another traveller gets a 404', async () => {
    const { shopper, iccid } = await boughtEsim(t);
    const mine = await topups(shopper, iccid);
    expect(mine.status).toBe(200);
    expect(mine.body.data.bundles.length).toBeGreaterThan(1);
    expect(mine.body.data.bundles.every((b) => b.currencyCode === 'EUR')).toBe(true);
    const other = await guestShopper(t);
    const theirs = await topups(other, iccid);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error!.code).toBe('ESIM_NOT_FOUND');
  });
});

describe('a top-up: POST /v1/orders with { kind: esim_topup, iccid, bundleId }', () => {
  it('lands on the same eSIM, and its usage adds up once the first plan is used', async () => {
    const { shopper, iccid } = await boughtEsim(t, 'bndl_jp_1gb_7d');
    const created = await t.post(
      '/v1/orders',
      { lines: [{ kind: 'esim_topup', iccid, bundleId: 'bndl_jp_1gb_7d' }], ...HERE },
      shopper.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const topUpOrder = created.json().data.orderId as string;
    await shopper.pay(topUpOrder, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    expect((await shopper.order(topUpOrder)).body.data.order.status).toBe('fulfilled');
    expect((await usage(shopper, iccid)).body.data.bundles).toHaveLength(2);

    // The first plan used up, then 300 MB of the top-up: 1,300 MB of the 2,000 bought.
    let since = Date.now();
    expect((await simulate(iccid, { installed: true, usedMb: 1000, mbPerDay: 0 })).statusCode).toBe(
      200,
    );
    await nextPass(shopper, iccid, since);
    since = Date.now();
    expect((await simulate(iccid, { usedMb: 300 })).statusCode).toBe(200);
    const after = await nextPass(shopper, iccid, since);
    expect(after.state).toBe('active');
    expect(after.bundles).toEqual([
      expect.objectContaining({ totalMb: 1000, usedMb: 1000, remainingMb: 0, state: 'used_up' }),
      expect.objectContaining({ totalMb: 1000, usedMb: 300, remainingMb: 700, state: 'active' }),
    ]);
    const used = after.bundles.reduce((sum, b) => sum + (b.usedMb ?? 0), 0);
    expect(used).toBe(1300);
  });

  it('for another traveller’s ICCID is a 404, and nothing is ordered', async () => {
    const { iccid } = await boughtEsim(t);
    const other = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { lines: [{ kind: 'esim_topup', iccid, bundleId: 'bndl_fr_5gb_30d' }], ...HERE },
      other.headers,
    );
    expect(created.statusCode).toBe(404);
    expect(created.json().error.code).toBe('ESIM_NOT_FOUND');
  });
});

describe('POST /v1/orders/{orderId}/lines/{lineId}/refund', () => {
  it('is the same transition as …/cancel: asked by either name, it refunds once', async () => {
    const { shopper, orderId, line } = await boughtEsim(t);
    const path = `/v1/orders/${orderId}/lines/${line.id}`;
    const refunded = await t.post(`${path}/refund`, { reason: 'wrong_plan' }, shopper.headers);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const cancelled = await t.post(`${path}/cancel`, {}, shopper.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual(refunded.json().data);
    expect((await shopper.order(orderId)).body.data.order.refunds).toEqual([
      expect.objectContaining({ travellerReason: 'wrong_plan' }),
    ]);
  });
});

describe('POST /v1/dev/simulator/esims/{iccid}', () => {
  it('{ installed: true, usedMb } is what the usage job reads on its next pass', async () => {
    const { shopper, iccid } = await boughtEsim(t);
    const since = Date.now();
    const moved = await simulate(iccid, { installed: true, usedMb: 1200 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.state).toBe('active');
    // Not read by the control itself: the figures wait for the job.
    expect((await usage(shopper, iccid)).body.data.state).toBe('not_installed');
    const read = await nextPass(shopper, iccid, since);
    expect(read.state).toBe('active');
    expect(read.bundles[0]).toMatchObject({
      state: 'active',
      totalMb: 5000,
      usedMb: 1200,
      remainingMb: 3800,
      expiresAt: expect.any(String),
    });
  });

  it('refuses what cannot be: used data off a phone, an unknown eSIM', async () => {
    const { iccid } = await boughtEsim(t);
    const contradiction = await simulate(iccid, { installed: false, usedMb: 10 });
    expect(contradiction.statusCode).toBe(400);
    expect(contradiction.json().error.code).toBe('VALIDATION_FAILED');
    const unknown = await simulate('8999000000000000000', { installed: true });
    expect(unknown.statusCode).toBe(404);
  });
});
