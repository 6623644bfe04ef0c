import type {
  Bundle,
  EsimPlanLine,
  EsimUsage,
  Order,
  OrderedEsim,
  SimulateEsimBody,
} from '@tern/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import {
  READ_ESIM_USAGE,
  readsPerSweep,
  readUsageHandler,
} from '../src/modules/esim-usage/read-usage';
import { createSimulatorProvider, stockSimulator } from '../src/providers/esim/simulator';
import { boughtEsim, type Shopper, simulatorControl } from './support/esim-owner';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

/** Every refund the sandbox gateway is asked for. */
const gatewayCalls = vi.hoisted(() => ({ refunds: [] as string[] }));
vi.mock('../src/providers/payments/sandbox-gateway', async (original) =>
  (await import('./support/sandbox-with')).sandboxWith(await original(), {
    async refund(input, next) {
      gatewayCalls.refunds.push(input.refundId);
      return next(input);
    },
  }),
);

const t = useTestApp();
beforeAll(async () => {
  await stockSimulator(t.database.db, 140);
});

/**
 * The dev-only simulator control, then the usage job's next pass (a sweep run now), which
 * records what the simulator says, and the e-mails it queued.
 */
async function simulate(iccid: string, body: SimulateEsimBody, { pass = true } = {}) {
  const answer = await simulatorControl(t, iccid, body);
  expect(answer.statusCode, answer.body).toBe(200);
  if (pass) {
    await sweepNow();
    await runJobsNow();
  }
  return answer;
}

/** The provider budget the sweeps below run with (the default USAGE_READS_PER_MINUTE). */
const READS_PER_MINUTE = 60;

/** A usage sweep run outside the job queue: a second runner reading the same eSIMs. */
const sweepNow = (everyMs = 60_000) =>
  readUsageHandler({
    db: t.database.db,
    provider: createSimulatorProvider(t.database.db),
    everyMs,
    readsPerMinute: READS_PER_MINUTE,
  }).run({ id: 0, kind: READ_ESIM_USAGE, key: 'test', payload: {}, attempts: 1, max_attempts: 1 });

async function dueCount() {
  const [row] = await queryRows<{ due: number }>(
    t.database.db,
    sql`select count(*)::int as due from esim_profiles where next_read_at <= now()`,
  );
  return row!.due;
}

const history = async (shopper: Shopper) =>
  (await t.get<{ data: { esims: OrderedEsim[] } }>('/v1/esims', shopper.headers)).body.data.esims;
const usageOf = async (shopper: Shopper, orderId: string): Promise<EsimUsage> =>
  ((await shopper.order(orderId)).body.data.order.lines[0] as EsimPlanLine).usage!;
const refund = (shopper: Shopper, orderId: string, lineId: string, reason = 'trip_cancelled') =>
  t.post(`/v1/orders/${orderId}/lines/${lineId}/refund`, { reason }, shopper.headers);
const mailsTo = (email: string, subject: RegExp) =>
  t.mailer.sent.filter((m) => m.to === email && subject.test(m.subject));

/** Makes every queued job due (the next sweep, e-mails) and runs them. */
async function runJobsNow() {
  await t.database.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
  await t.app.jobs.runDue();
}

describe('usage', () => {
  it('a delivered eSIM is read by the job, not the page: not installed, its plan queued', async () => {
    const { shopper, orderId, order } = await boughtEsim(t);
    const usage = await usageOf(shopper, orderId);
    expect(usage.state).toBe('not_installed');
    expect(usage.bundles).toEqual([
      expect.objectContaining({
        name: order.lines[0]!.name,
        topUp: false,
        totalMb: 5000,
        state: 'queued',
      }),
    ]);
    const [esim] = await history(shopper);
    expect(esim).toMatchObject({ status: 'not_installed', iccid: usage.iccid });
    expect(esim!.bundles[0]).toMatchObject({ state: 'queued', initialQuantity: 5000 });
  });

  it('shows data used and left per bundle, with the time it was read', async () => {
    const { shopper, orderId, order } = await boughtEsim(t);
    const before = Date.now();
    const simulated = await simulate(order.esim!.iccid, { installedHoursAgo: 48, mbPerDay: 1000 });
    expect(simulated.statusCode).toBe(200);
    expect(simulated.json().data.state).toBe('active');
    const usage = await usageOf(shopper, orderId);
    expect(usage.state).toBe('active');
    expect(usage.bundles[0]).toMatchObject({ state: 'active', usedMb: 2000, remainingMb: 3000 });
    expect(Date.parse(usage.readAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(usage.bundles[0]!.expiresAt).not.toBeNull();
    const [esim] = await history(shopper);
    expect(esim).toMatchObject({ status: 'active' });
    expect(esim!.bundles[0]).toMatchObject({ remainingQuantity: 3000, state: 'active' });
  });

  it('the sweep reads at most USAGE_READS_PER_MINUTE eSIMs a minute, however many are due', async () => {
    while ((await dueCount()) < READS_PER_MINUTE + 15) await boughtEsim(t);
    await t.database.db.execute(
      sql`update esim_profiles set next_read_at = now() - interval '1 minute'`,
    );
    const due = await dueCount();
    await sweepNow();
    expect(due - (await dueCount())).toBe(READS_PER_MINUTE);
    // A sweep every 10 s reads a sixth as many: a shorter period never raises the rate.
    expect(readsPerSweep(10_000, READS_PER_MINUTE)).toBe(10);
    const left = await dueCount();
    await sweepNow(10_000);
    expect(left - (await dueCount())).toBe(10);
    // The next sweep is queued for the next minute, never now.
    const [next] = await queryRows<{ run_at: Date }>(
      t.database.db,
      sql`select run_at from jobs where kind = ${READ_ESIM_USAGE} and status = 'queued' order by run_at desc limit 1`,
    );
    expect(new Date(next!.run_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('alerts', () => {
  it('e-mails once at 80 %, once at 100 %, whatever replays or two runners do', async () => {
    const { shopper, order } = await boughtEsim(t);
    const iccid = order.esim!.iccid;
    // 5 GB at 1 GB a day: 4.25 days is 85 % used.
    await simulate(iccid, { installedHoursAgo: 102, mbPerDay: 1000 });
    // Read again by three runners at once: the job, and two sweeps outside the queue.
    await simulate(iccid, { installedHoursAgo: 102 }, { pass: false });
    await Promise.all([sweepNow(), sweepNow(), runJobsNow()]);
    await runJobsNow();
    const eighty = mailsTo(shopper.email, /used 80%/);
    expect(eighty).toHaveLength(1);
    expect(eighty[0]!.text).toContain(`/esims/${order.id}#top-up`);
    expect(eighty[0]!.text).toMatch(/data stops/);
    expect(eighty[0]!.text).toMatch(/up to 2 hours late/);
    // Used up: only the 100 % e-mail, once.
    await simulate(iccid, { installedHoursAgo: 130 });
    await simulate(iccid, { installedHoursAgo: 131 });
    await runJobsNow();
    expect(mailsTo(shopper.email, /used 80%/)).toHaveLength(1);
    const used = mailsTo(shopper.email, /data is used up/);
    expect(used).toHaveLength(1);
    expect(used[0]!.text).toContain('Data has stopped on this plan.');
    const usage = await usageOf(shopper, order.id);
    expect(usage.state).toBe('used_up');
    expect(usage.bundles[0]).toMatchObject({ state: 'used_up', remainingMb: 0, usedMb: 5000 });
  });

  it('jumping straight to 100 % sends only the 100 % e-mail', async () => {
    const { shopper, order } = await boughtEsim(t, 'bndl_jp_1gb_7d');
    await simulate(order.esim!.iccid, { installedHoursAgo: 48, mbPerDay: 1000 });
    await runJobsNow();
    expect(mailsTo(shopper.email, /used 80%/)).toHaveLength(0);
    expect(mailsTo(shopper.email, /data is used up/)).toHaveLength(1);
  });

  it('e-mails once a day before a plan ends', async () => {
    const { shopper, order } = await boughtEsim(t, 'bndl_jp_1gb_7d');
    // 7 days, slow use: 6 days and 12 hours in, half a day is left.
    await simulate(order.esim!.iccid, { installedHoursAgo: 156, mbPerDay: 10 });
    await simulate(order.esim!.iccid, { installedHoursAgo: 157 });
    await runJobsNow();
    const ending = mailsTo(shopper.email, /ends in less than a day/);
    expect(ending).toHaveLength(1);
    expect(ending[0]!.text).toMatch(/When the days run out, data stops\./);
  });
});

describe('self-serve refunds', () => {
  it('an eSIM never installed is refunded once, to the card, however often it is clicked', async () => {
    const { shopper, orderId, line, order } = await boughtEsim(t);
    expect(line.refund).toMatchObject({ allowed: true, message: null });
    const before = gatewayCalls.refunds.length;
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => refund(shopper, orderId, line.id)),
    );
    const again = await refund(shopper, orderId, line.id);
    for (const answer of [...clicks, again]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toMatchObject({ lineStatus: 'refunded', orderStatus: 'refunded' });
    }
    await t.app.jobs.runDue();
    // One gateway call, one row in the refund ledger.
    expect(gatewayCalls.refunds.length - before).toBe(1);
    const [ledger] = await queryRows<{ rows: number }>(
      t.database.db,
      sql`select count(*)::int as rows from refunds where order_id = ${orderId}`,
    );
    expect(ledger!.rows).toBe(1);
    const after = (await shopper.order(orderId)).body.data.order;
    expect(after.refunds).toEqual([
      expect.objectContaining({
        reason: 'traveller_cancelled',
        travellerReason: 'trip_cancelled',
        status: 'succeeded',
        amount: order.total,
      }),
    ]);
    // Voided with the provider first: it can never connect.
    const [sim] = await queryRows<{ voided_at: Date | null }>(
      t.database.db,
      sql`select voided_at from simulator_inventory where iccid = ${order.esim!.iccid}`,
    );
    expect(sim!.voided_at).not.toBeNull();
    expect((after.lines[0] as EsimPlanLine).usage!.state).toBe('voided');
    expect(mailsTo(shopper.email, /Your eSIM was refunded/)).toHaveLength(1);
    expect((await history(shopper))[0]!.status).toBe('refunded');
  });

  it('an installed eSIM cannot be, and the page is told why before trying', async () => {
    const { shopper, orderId, order, line } = await boughtEsim(t);
    await simulate(order.esim!.iccid, { installedHoursAgo: 1, mbPerDay: 0 });
    const seen = (await shopper.order(orderId)).body.data.order.lines[0] as EsimPlanLine;
    expect(seen.usage!.state).toBe('installed');
    expect(seen.refund).toMatchObject({
      allowed: false,
      message: expect.stringMatching(/installed/),
    });
    const answer = await refund(shopper, orderId, line.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({
      code: 'ALREADY_INSTALLED',
      message: expect.stringMatching(/installed on a phone/),
      details: { why: 'installed' },
    });
  });

  it('the provider has the last word: installed since the last read, it refuses', async () => {
    const { shopper, orderId, order, line } = await boughtEsim(t);
    // On the phone a minute ago; the usage job has not read it yet.
    await t.database.db.execute(
      sql`update simulator_inventory set installed_at = now() where iccid = ${order.esim!.iccid}`,
    );
    const answer = await refund(shopper, orderId, line.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('ALREADY_INSTALLED');
    expect((await usageOf(shopper, orderId)).state).not.toBe('not_installed');
    expect((await shopper.order(orderId)).body.data.order.status).toBe('fulfilled');
  });

  it('after 30 days it cannot be refunded', async () => {
    const { shopper, orderId, line } = await boughtEsim(t);
    await t.database.db.execute(
      sql`update orders set paid_at = now() - interval '31 days' where id = ${orderId}`,
    );
    const seen = (await shopper.order(orderId)).body.data.order.lines[0] as EsimPlanLine;
    expect(seen.refund.allowed).toBe(false);
    expect(seen.refund.message).toMatch(/within 30 days/);
    const answer = await refund(shopper, orderId, line.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({
      code: 'REFUND_WINDOW_CLOSED',
      details: { why: 'window_passed' },
    });
  });

  it('another traveller cannot refund it (404), and a bad reason names what is wrong', async () => {
    const { orderId, line, shopper } = await boughtEsim(t);
    const other = await guestShopper(t);
    expect((await refund(other, orderId, line.id)).statusCode).toBe(404);
    const bad = await refund(shopper, orderId, line.id, 'because');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/reason must be one of/);
    const none = await t.post(`/v1/orders/${orderId}/lines/${line.id}/refund`, {}, shopper.headers);
    expect(none.statusCode).toBe(400);
    expect((await shopper.order(orderId)).body.data.order.status).toBe('fulfilled');
  });
});

describe('top-ups', () => {
  async function offers(shopper: Shopper, iccid: string) {
    return t.get<{ data: { bundles: Bundle[] } }>(
      `/v1/esims/${iccid}/topups?currency=EUR`,
      shopper.headers,
    );
  }

  async function topUp(shopper: Shopper, iccid: string, bundleId: string) {
    const created = await t.post(
      '/v1/orders',
      { lines: [{ kind: 'esim_topup', bundleId, iccid }], ...HERE },
      shopper.headers,
    );
    return created;
  }

  it('offers the country’s plans and regions covering it, priced like the plan pages', async () => {
    const { shopper, iccid } = await boughtEsim(t);
    const { status, body } = await offers(shopper, iccid);
    expect(status).toBe(200);
    const names = body.data.bundles.map((b) => b.destination.name);
    expect(names).toContain('France');
    expect(body.data.bundles.some((b) => b.bundleType === 2)).toBe(true);
    expect(body.data.bundles.every((b) => b.currencyCode === 'EUR')).toBe(true);
    expect(names).not.toContain('Japan');
  });

  it('goes on the same eSIM through the one checkout, with its own receipt', async () => {
    const { shopper, orderId, iccid, order } = await boughtEsim(t);
    const created = await topUp(shopper, iccid, 'bndl_fr_5gb_30d');
    expect(created.statusCode).toBe(200);
    const topUpOrder = created.json().data.orderId as string;
    await shopper.pay(topUpOrder, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    const bought = (await shopper.order(topUpOrder)).body.data.order as Order;
    expect(bought.status).toBe('fulfilled');
    expect(bought.lines[0]).toMatchObject({
      kind: 'esim_topup',
      product: { target: { orderId, iccid: order.esim!.iccid } },
      delivery: { addedAt: expect.any(String) },
      refund: { allowed: true },
    });
    const usage = await usageOf(shopper, orderId);
    expect(usage.bundles).toHaveLength(2);
    expect(usage.bundles[1]).toMatchObject({ topUp: true, state: 'queued', orderId: topUpOrder });
    // The same profile: no new QR code, no second eSIM in the history.
    const esims = await history(shopper);
    expect(esims).toHaveLength(1);
    expect(esims[0]!.bundles.map((b) => b.topUp)).toEqual([false, true]);
    const receipts = mailsTo(shopper.email, /Your top-up is on your eSIM/);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('no new QR code');
    expect(receipts[0]!.attachments ?? []).toHaveLength(0);
  });

  it('a top-up not started can be refunded; once started it cannot', async () => {
    const { shopper, iccid, order } = await boughtEsim(t, 'bndl_jp_1gb_7d');
    const created = await topUp(shopper, iccid, 'bndl_jp_1gb_7d');
    const topUpOrder = created.json().data.orderId as string;
    await shopper.pay(topUpOrder, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    const line = (await shopper.order(topUpOrder)).body.data.order.lines[0]!;
    const refunded = await refund(shopper, topUpOrder, line.id, 'wrong_plan');
    expect(refunded.statusCode).toBe(200);
    const usage = await usageOf(shopper, order.id);
    expect(usage.bundles[1]!.state).toBe('revoked');

    const second = await topUp(shopper, iccid, 'bndl_jp_1gb_7d');
    const secondOrder = second.json().data.orderId as string;
    await shopper.pay(secondOrder, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    // The first plan used up two days ago: the top-up started then.
    await simulate(order.esim!.iccid, { installedHoursAgo: 72, mbPerDay: 1000 });
    const secondLine = (await shopper.order(secondOrder)).body.data.order.lines[0]!;
    expect(secondLine).toMatchObject({ refund: { allowed: false } });
    const refused = await refund(shopper, secondOrder, secondLine.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ALREADY_INSTALLED',
      message: expect.stringMatching(/has started/),
      details: { why: 'started' },
    });
  });

  it('another traveller’s eSIM is a 404; a plan for elsewhere is refused with why', async () => {
    const { iccid, shopper } = await boughtEsim(t);
    const other = await guestShopper(t);
    expect((await offers(other, iccid)).status).toBe(404);
    const stranger = await topUp(other, iccid, 'bndl_fr_5gb_30d');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('ESIM_NOT_FOUND');
    const elsewhere = await topUp(shopper, iccid, 'bndl_jp_1gb_7d');
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error).toMatchObject({
      code: 'TOPUP_NOT_COMPATIBLE',
      message: expect.stringMatching(/does not cover France/),
    });
  });

  it('an eSIM given back takes its unstarted top-ups with it, refunded too', async () => {
    const { shopper, orderId, line, iccid } = await boughtEsim(t);
    const created = await topUp(shopper, iccid, 'bndl_fr_5gb_30d');
    const topUpOrder = created.json().data.orderId as string;
    await shopper.pay(topUpOrder, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    const before = gatewayCalls.refunds.length;
    expect((await refund(shopper, orderId, line.id, 'trip_cancelled')).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const topUpAfter = (await shopper.order(topUpOrder)).body.data.order;
    expect(topUpAfter.status).toBe('refunded');
    expect(topUpAfter.refunds).toEqual([
      expect.objectContaining({ reason: 'traveller_cancelled', travellerReason: 'trip_cancelled' }),
    ]);
    expect(gatewayCalls.refunds.length - before).toBe(2);
  });

  it('a refunded eSIM offers nothing and takes no top-up', async () => {
    const { shopper, orderId, line, iccid } = await boughtEsim(t);
    await refund(shopper, orderId, line.id);
    expect((await offers(shopper, iccid)).body.data.bundles).toEqual([]);
    const refused = await topUp(shopper, iccid, 'bndl_fr_5gb_30d');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TOPUP_CLOSED');
  });
});

describe('lost eSIM', () => {
  it('is issued again with a new activation code for the same ICCID', async () => {
    const { shopper, orderId, iccid, order } = await boughtEsim(t);
    const answer = await t.post(`/v1/esims/${iccid}/reissue`, {}, shopper.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.orderId).toBe(orderId);
    const after = (await shopper.order(orderId)).body.data.order;
    expect(after.esim!.iccid).toBe(order.esim!.iccid);
    expect(after.esim!.matchingId).not.toBe(order.esim!.matchingId);
    const other = await guestShopper(t);
    expect((await t.post(`/v1/esims/${iccid}/reissue`, {}, other.headers)).statusCode).toBe(404);
  });

  it('is refused, saying what to do, once every plan has ended', async () => {
    const { shopper, iccid, order, orderId } = await boughtEsim(t, 'bndl_jp_1gb_7d');
    await simulate(order.esim!.iccid, { installedHoursAgo: 24 * 8, mbPerDay: 10 });
    const usage = await usageOf(shopper, orderId);
    expect(usage.state).toBe('expired');
    expect(usage.reissue).toMatchObject({ allowed: false, message: expect.any(String) });
    const answer = await t.post(`/v1/esims/${iccid}/reissue`, {}, shopper.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('REISSUE_NOT_POSSIBLE');
  });
});
