// @ts-check
// The eSIM usage job at scale (issue 25), the last case of `npm run bench:api`; alone:
// `npm run bench:usage [-- --esims 10000 --rounds 2 --out esim-usage.json]`. On a fresh PostgreSQL
// database (created on BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server; dropped
// afterwards; skipped, saying so, when none answers) it migrates, seeds N active eSIMs with
// set-based SQL (orders, lines, profiles, bundles, and the simulator's inventory so the simulator
// answers for them), and calls the job's real handler (readUsageHandler, over the simulator
// provider wrapped to count and time its calls) back to back, not a minute apart, until every
// eSIM was read once: a full pass. Baselines from the same run: a bare `select 1` before every
// sweep, and the sweep with nothing due (before and after the pass). BENCH_PROVIDER_LATENCY_MS
// adds a delay to every provider call, standing in for a wholesaler's HTTP round trip;
// USAGE_POLL_SECONDS (60 unless set, as in the API) is the pace the production figures assume.
// Saves bench/results/esim-usage.json.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import {
  READ_ESIM_USAGE,
  readsPerSweep,
  readUsageHandler,
} from '../apps/api/src/modules/esim-usage/read-usage';
import { READ_AGAIN_MS } from '../apps/api/src/modules/esim-usage/usage-store';
import { createSimulatorProvider } from '../apps/api/src/providers/esim/simulator';
import { createScratchDatabase } from '../scripts/scratch-postgres.mjs';

const { values: options } = parseArgs({
  options: {
    esims: { type: 'string', default: process.env.BENCH_ESIMS ?? '10000' },
    rounds: { type: 'string', default: process.env.BENCH_USAGE_ROUNDS ?? '2' },
    out: { type: 'string', default: 'esim-usage.json' },
  },
});
const ESIMS = Number(options.esims);
const ROUNDS = Number(options.rounds);
const LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 0);
/** Sweeps timed with nothing due, before and after the pass. */
const EMPTY_SWEEPS = 15;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The pace the API sweeps at: USAGE_POLL_SECONDS, a minute unless set. */
const SWEEP_EVERY_MS = Number(process.env.USAGE_POLL_SECONDS ?? 60) * 1000;
/** The provider budget the API reads within: USAGE_READS_PER_MINUTE, 60 unless set. */
const READS_PER_MINUTE = Number(process.env.USAGE_READS_PER_MINUTE ?? 60);
const READS_PER_SWEEP = readsPerSweep(SWEEP_EVERY_MS, READS_PER_MINUTE);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {number} ms */
const round1 = (ms) => Math.round(ms * 10) / 10;
/** @param {number} ms */
const round2 = (ms) => Math.round(ms * 100) / 100;

/** @param {number[]} values */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    round2(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
  return { min: at(0), median: at(0.5), p95: at(0.95), max: at(1) };
}

/** The server answers, or the reason it does not (the case is then skipped, not failed). */
async function reachable(/** @type {string} */ url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The provider as the job sees it, counting calls by method and timing them: `busyMs` is the
 * wall time during which at least one call was in flight (the job reads a few at a time).
 * @param {import('../apps/api/src/providers/esim/esim-provider').EsimProvider} provider
 */
function counted(provider) {
  /** @type {Record<string, number>} */
  const calls = {};
  const meter = { calls, callMs: 0, busyMs: 0, inFlight: 0, maxInFlight: 0, busySince: 0 };
  /** @type {any} */
  const wrapped = { name: provider.name };
  for (const [method, fn] of Object.entries(provider)) {
    if (typeof fn !== 'function') continue;
    wrapped[method] = async (/** @type {unknown[]} */ ...args) => {
      calls[method] = (calls[method] ?? 0) + 1;
      const start = performance.now();
      if (meter.inFlight++ === 0) meter.busySince = start;
      meter.maxInFlight = Math.max(meter.maxInFlight, meter.inFlight);
      try {
        if (LATENCY_MS > 0) await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
        return await fn.apply(provider, args);
      } finally {
        const end = performance.now();
        meter.callMs += end - start;
        if (--meter.inFlight === 0) meter.busyMs += end - meter.busySince;
      }
    };
  }
  return { provider: /** @type {typeof provider} */ (wrapped), meter };
}

/**
 * N delivered eSIMs in use, as the job finds them in steady state: each on a phone for 1 to 21
 * days (a 10 GB, 30-day plan at the simulator's 400 MB a day, so 4 % to 82 % used), last read
 * 30 to 60 minutes ago and so due now, in a spread of next_read_at; the 80 % alerts already
 * reached at that last read are recorded, so the pass sends only the ones crossed since.
 * @param {import('../apps/api/src/db/client').Database} db
 */
async function seed(db, /** @type {number} */ n) {
  const statements = [
    `create temporary table bench_esims on commit drop as
       select i,
         md5('user' || i)::uuid as user_id, md5('order' || i)::uuid as order_id,
         md5('line' || i)::uuid as line_id, md5('esim' || i)::uuid as profile_id,
         '8988247' || lpad(i::text, 12, '0') as iccid,
         now() - interval '1 day' * (1 + (i % 2000) / 100.0) as installed_at,
         now() - interval '30 minutes' - interval '1 second' * (i % 1800) as read_at
       from generate_series(1, ${n}) as i`,
    `insert into users (id, email, is_guest, email_verified_at)
       select user_id, 'traveller' || i || '@bench.tern.test', false, installed_at from bench_esims`,
    `insert into orders (id, user_id, site_id, status, currency_code, subtotal_minor, total_minor,
         total_usd_cents, payment_gateway, created_at, paid_at, fulfilled_at)
       select order_id, user_id, 'tern-web', 'fulfilled', 'USD', 1900, 1900, 1900, 'sandbox',
         installed_at - interval '2 days', installed_at - interval '2 days',
         installed_at - interval '2 days'
       from bench_esims`,
    `insert into order_lines (id, order_id, position, kind, product_ref, quantity,
         unit_amount_minor, amount_minor, snapshot, status, fulfilled_at, created_at)
       select line_id, order_id, 0, 'esim_plan', 'bench-10gb-30d', 1, 1900, 1900,
         '{"bundleId":"bench-10gb-30d","name":"Europe 10 GB, 30 days","dataAmount":10240,"duration":30,"speed":["4G","5G"],"activationPolicy":"first-connection","fairUse":null,"destination":{"name":"Europe","isoCode":null,"flagImageUrl":""}}'::jsonb,
         'fulfilled', installed_at - interval '2 days', installed_at - interval '2 days'
       from bench_esims`,
    `insert into simulator_inventory (iccid, smdp_address, matching_id, reserved_for,
         reserved_at, installed_at, created_at)
       select iccid, 'smdp.simulator.tern.travel', upper(substr(md5(iccid), 1, 16)), line_id,
         installed_at - interval '2 days', installed_at, installed_at - interval '3 days'
       from bench_esims`,
    `insert into simulator_bundles (reference, iccid, data_mb, duration_days, added_at)
       select line_id, iccid, 10240, 30, installed_at - interval '2 days' from bench_esims`,
    `insert into esim_profiles (id, provider, iccid, smdp_address, matching_id, status,
         order_line_id, initial_data_mb, assigned_at, installed_at, usage_read_at, next_read_at,
         created_at)
       select profile_id, 'simulator', iccid, 'smdp.simulator.tern.travel',
         upper(substr(md5(iccid), 1, 16)), 'active', line_id, 10240,
         installed_at - interval '2 days', installed_at, read_at, read_at + interval '30 minutes',
         installed_at - interval '2 days'
       from bench_esims`,
    `insert into esim_bundles (profile_id, order_line_id, name, initial_mb, remaining_mb,
         duration_days, state, started_at, expires_at, created_at)
       select profile_id, line_id, 'Europe 10 GB, 30 days', 10240,
         round(10240 - 400 * extract(epoch from read_at - installed_at) / 86400)::int,
         30, 'active', installed_at, installed_at + interval '30 days',
         installed_at - interval '2 days'
       from bench_esims`,
    `insert into esim_alerts (bundle_id, alert, created_at)
       select id, 'used_80', now() - interval '1 hour' from esim_bundles
       where remaining_mb <= initial_mb * 0.2`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql.raw('analyze'));
}

/** One sweep of the real handler, as the job runner would call it. */
const job = {
  id: 0,
  kind: READ_ESIM_USAGE,
  key: 'bench',
  payload: {},
  attempts: 1,
  max_attempts: 20,
};

async function measureRound(/** @type {number} */ round) {
  const database = await createScratchDatabase(SERVER_URL, 'tern_bench_usage');
  const dbName = new URL(database.url).pathname.slice(1);
  const dropOnSignal = () => {
    void database.drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', dropOnSignal);
  const handle = await openDatabase({ url: database.url });
  try {
    const { db } = handle;
    let started = performance.now();
    await runMigrations(handle);
    const migrateMs = performance.now() - started;
    started = performance.now();
    await seed(db, ESIMS);
    const seedMs = performance.now() - started;

    const { provider, meter } = counted(createSimulatorProvider(db));
    const failures = { count: 0 };
    const deps = {
      db,
      provider,
      everyMs: SWEEP_EVERY_MS,
      readsPerMinute: READS_PER_MINUTE,
      log: {
        warn() {
          failures.count += 1;
        },
      },
    };
    const handler = readUsageHandler(deps);
    const selectOnce = async () => {
      const begin = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - begin;
    };
    /** @param {number} count */
    const emptySweeps = async (count) => {
      const times = [];
      for (let i = 0; i < count; i += 1) {
        const begin = performance.now();
        await handler.run(job);
        times.push(performance.now() - begin);
      }
      return times;
    };
    const due = async () => {
      const result = await db.execute(
        sql`select count(*)::int as n from esim_profiles where next_read_at <= now()`,
      );
      return /** @type {{ n: number }[]} */ (/** @type {any} */ (result).rows)[0]?.n ?? 0;
    };
    for (let i = 0; i < 20; i += 1) await selectOnce();

    // Nothing due: every next_read_at pushed ahead, then put back as seeded.
    await db.execute(sql`update esim_profiles set next_read_at = next_read_at + interval '1 day'`);
    const emptyBefore = await emptySweeps(EMPTY_SWEEPS);
    await db.execute(sql`update esim_profiles set next_read_at = next_read_at - interval '1 day'`);
    if (meter.calls.read) throw new Error('a sweep with nothing due called the provider');

    const passStart = new Date();
    const dueAtStart = await due();
    const sweeps = [];
    const selectMs = [];
    const maxSweeps = Math.ceil(ESIMS / READS_PER_SWEEP) * 2 + 10;
    let left = dueAtStart;
    const passBegin = performance.now();
    while (left > 0 && sweeps.length < maxSweeps) {
      const select = [await selectOnce(), await selectOnce(), await selectOnce()];
      selectMs.push(/** @type {number} */ (select.sort((a, b) => a - b)[1]));
      const callsBefore = Object.values(meter.calls).reduce((a, b) => a + b, 0);
      const busyBefore = meter.busyMs;
      const begin = performance.now();
      await handler.run(job);
      const wallMs = performance.now() - begin;
      const calls = Object.values(meter.calls).reduce((a, b) => a + b, 0) - callsBefore;
      const providerMs = meter.busyMs - busyBefore;
      sweeps.push({ wallMs, providerMs, restMs: wallMs - providerMs, calls });
      left = await due();
    }
    const passMs = performance.now() - passBegin;
    const emptyAfter = await emptySweeps(EMPTY_SWEEPS);

    const rows = /** @type {any} */ (
      await db.execute(
        sql`select count(*) filter (where usage_read_at >= ${passStart})::int as read,
                   count(*) filter (where status = 'active')::int as active,
                   min(next_read_at) as next_due,
                   (select count(*)::int from esim_alerts where created_at >= ${passStart}) as alerts
            from esim_profiles`,
      )
    ).rows[0];
    const totalCalls = Object.values(meter.calls).reduce((a, b) => a + b, 0);
    const fullPass = left === 0 && rows.read === ESIMS;
    const emptyMs = stats([...emptyBefore, ...emptyAfter]);
    const wall = stats(sweeps.map((s) => s.wallMs));
    const select1 = stats(selectMs);
    const sumWall = sweeps.reduce((a, s) => a + s.wallMs, 0);
    const sumProvider = sweeps.reduce((a, s) => a + s.providerMs, 0);
    const result = {
      round,
      database: dbName,
      esims: ESIMS,
      dueAtStart,
      providerLatencyAddedMs: LATENCY_MS,
      migrateMs: Math.round(migrateMs),
      seedMs: Math.round(seedMs),
      fullPass,
      esimsRead: rows.read,
      stillActive: rows.active,
      newAlerts: rows.alerts,
      readFailures: failures.count,
      sweeps: sweeps.length,
      providerCalls: { total: totalCalls, byMethod: { ...meter.calls } },
      providerCallsPerSweep: stats(sweeps.map((s) => s.calls)),
      maxProviderCallsInFlight: meter.maxInFlight,
      sweepWallMs: wall,
      sweepProviderMs: stats(sweeps.map((s) => s.providerMs)),
      sweepDbAndCodeMs: stats(sweeps.map((s) => s.restMs)),
      providerShareOfSweep: Math.round((sumProvider / sumWall) * 100) / 100,
      sweepWallPerReadMs: round2(sumWall / Math.max(1, totalCalls)),
      passBackToBackSeconds: Math.round(passMs / 100) / 10,
      baseline: {
        select1Ms: select1,
        emptySweepMs: emptyMs,
        sweepVsEmptySweep: round1(wall.median / emptyMs.median),
        sweepVsSelect1: round1(wall.median / select1.median),
        perReadVsSelect1: round1(sumWall / Math.max(1, totalCalls) / select1.median),
      },
      productionPace: {
        sweepEverySeconds: SWEEP_EVERY_MS / 1000,
        readsPerSweepCap: READS_PER_SWEEP,
        fullPassMinutes: round1((sweeps.length * SWEEP_EVERY_MS) / 60_000),
        providerCallsPerMinute: round1((totalCalls / sweeps.length) * (60_000 / SWEEP_EVERY_MS)),
        medianSweepPercentOfItsPeriod: round2((wall.median / SWEEP_EVERY_MS) * 100),
      },
    };
    console.log(
      `round ${round}: ${result.sweeps} sweeps for ${rows.read}/${ESIMS} eSIMs, ${totalCalls} provider calls ` +
        `(${JSON.stringify(meter.calls)}); sweep ${wall.min}/${wall.median}/${wall.max} ms ` +
        `(min/median/max), provider ${Math.round(result.providerShareOfSweep * 100)} % of it; ` +
        `empty sweep ${emptyMs.median} ms, select 1 ${select1.median} ms; ` +
        `back to back ${result.passBackToBackSeconds} s, at 1 sweep every ${SWEEP_EVERY_MS / 1000} s ${result.productionPace.fullPassMinutes} min`,
    );
    return result;
  } finally {
    await handle.close();
    await database.drop();
    process.off('SIGINT', dropOnSignal);
  }
}

const unreachable = await reachable(SERVER_URL);
if (unreachable) {
  const shown = SERVER_URL.replace(/\/\/[^@/]*@/, '//…@');
  console.log(
    `eSIM usage job: PostgreSQL not reachable at ${shown} (${unreachable}): skipped. ` +
      'Set BENCH_DATABASE_URL to a server that accepts CREATE DATABASE.',
  );
} else {
  const began = performance.now();
  console.log(
    `eSIM usage job: ${ESIMS} active eSIMs on PostgreSQL, ${ROUNDS} round(s), each on a fresh database`,
  );
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) rounds.push(await measureRound(round));
  const last = /** @type {(typeof rounds)[number]} */ (rounds.at(-1));
  const activeMinutes = /** @type {number} */ (READ_AGAIN_MS.active) / 60_000;
  const readsPerMinute = READS_PER_SWEEP * (60_000 / SWEEP_EVERY_MS);
  const summary = {
    fullPassEveryRound: rounds.every((r) => r.fullPass),
    sweepsForFullPass: last.sweeps,
    providerCallsForFullPass: last.providerCalls.total,
    sweepMedianMsPerRound: rounds.map((r) => r.sweepWallMs.median),
    sweepMaxMsPerRound: rounds.map((r) => r.sweepWallMs.max),
    providerShareOfSweepPerRound: rounds.map((r) => r.providerShareOfSweep),
    passBackToBackSecondsPerRound: rounds.map((r) => r.passBackToBackSeconds),
    select1MedianMsPerRound: rounds.map((r) => r.baseline.select1Ms.median),
    emptySweepMedianMsPerRound: rounds.map((r) => r.baseline.emptySweepMs.median),
    sweepVsEmptySweepPerRound: rounds.map((r) => r.baseline.sweepVsEmptySweep),
    sweepVsSelect1PerRound: rounds.map((r) => r.baseline.sweepVsSelect1),
    fullPassAtProductionPaceMinutes: last.productionPace.fullPassMinutes,
    providerCallsPerMinute: last.productionPace.providerCallsPerMinute,
    activeReadAgainMinutes: activeMinutes,
    readsPerMinuteNeededForCadence: round1(ESIMS / activeMinutes),
    readsPerMinuteCap: readsPerMinute,
    activeEsimsKeptAtCadence: Math.floor(readsPerMinute * activeMinutes),
    caseSeconds: Math.round((performance.now() - began) / 1000),
  };
  console.log('summary:', summary);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    database: 'postgres',
    method:
      'readUsageHandler(...).run() called back to back over the simulator provider (counted); ' +
      'select1Ms is the median of 3 round trips before each sweep; emptySweepMs is the sweep ' +
      'with nothing due, 15 before and 15 after the pass; provider time is wall time with at ' +
      'least one provider call in flight (the simulator answers from the same database).',
    summary,
    rounds,
  };
  // --out: a name in bench/results, or a path of its own.
  const out = resolve(repoRoot, 'bench/results', options.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`saved ${relative(repoRoot, out)}`);
}
