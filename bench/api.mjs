// `npm run bench:api`: the catalogue API on PGlite under load (autocannon, 50 connections, 10 s
// each). /v1/health is the baseline, measured again right before every other case (baseline,
// case, baseline, case…) so each ratio compares two neighbouring moments of a noisy machine.
// Targets (issue 2): countries list ≥ 50% of the baseline's requests/s; search p99 ≤ 20 ms.
// Targets (issue 10): a search that misses every cache ≥ 50% of its baseline, p99 ≤ 20 ms.
// Target (issue 24): POST /v1/itineraries/plan for 30 days and 3 legs, p95 < 150 ms, timed one
// request at a time (latency, not throughput) beside /v1/health timed the same way.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, repoRoot } from '../scripts/build.mjs';
import { startServers } from '../scripts/servers.mjs';
import { measure, warm } from './lib/load.mjs';
import { misspeltSearch } from './lib/typo-search.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const headers = { 'x-site-id': 'tern-web' };

/** A misspelt name, different every request (bench/lib/typo-search.mjs): no cache can hold it. */
function typoSearchRequest(request) {
  return {
    ...request,
    path: `/v1/countries?limit=12&search=${encodeURIComponent(misspeltSearch())}`,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'tern-bench-'));
await ensureBuilt({ only: ['api'] });
const servers = await startServers({
  apiPort: PORT,
  dataDir,
  web: false,
  env: { LOG_LEVEL: 'warn' },
});
const base = `${servers.apiUrl}/v1`;

/** A local date `days` from today, for a window the availability call accepts. */
function isoDate(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const baselineScenario = { name: 'health (baseline)', url: `${base}/health` };
const scenarios = [
  { name: 'countries page 1, limit 12', url: `${base}/countries?page=1&limit=12` },
  { name: 'country search (swizerland)', url: `${base}/countries?limit=12&search=swizerland` },
  {
    name: 'country search, cache miss every request',
    url: `${base}/countries?limit=12&search=x`,
    setupRequest: typoSearchRequest,
  },
  {
    name: 'popular bundles near Paris',
    url: `${base}/bundles/popular?page=1&limit=12&type=1&lat=48.85&long=2.35`,
  },
  { name: 'attractions page 1 (spec call)', url: `${base}/attractions/products` },
  {
    name: 'attractions search (paris), by price, EUR',
    url: `${base}/attractions/products?search=paris&sort=price_asc&currency=EUR`,
  },
  {
    name: 'attraction availability, 90 days (Louvre)',
    url: `${base}/attractions/louvre-priority/availability?from=${isoDate(0)}&to=${isoDate(89)}`,
  },
];

async function run(scenario) {
  process.stdout.write(`measuring ${scenario.name}… `);
  const r = await measure({ ...scenario, headers, duration: DURATION });
  console.log(`${r.requestsPerSecond} req/s, p99 ${r.latencyP99Ms} ms`);
  return r;
}

/**
 * A 30-day trip over three countries, as the planner page sends it for anyone: preferences are
 * the unlocked custom itinerary's (a session), and cost the planner the same work.
 */
const planBody = JSON.stringify({
  trip: {
    legs: [
      { countryName: 'Vietnam', startDate: isoDate(10), endDate: isoDate(19) },
      { countryName: 'Thailand', startDate: isoDate(20), endDate: isoDate(29) },
      { countryName: 'Japan', startDate: isoDate(30), endDate: isoDate(39) },
    ],
  },
  currency: 'EUR',
});

/** One request at a time, `count` times: the latency a traveller sees, p50/p95/p99 in ms. */
async function sequential(name, url, init, count = 300) {
  const once = async () => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 30; i += 1) await once();
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  const r = {
    name,
    requests: count,
    latencyP50Ms: at(0.5),
    latencyP95Ms: at(0.95),
    latencyP99Ms: at(0.99),
  };
  console.log(
    `${name}: p50 ${r.latencyP50Ms} ms, p95 ${r.latencyP95Ms} ms, p99 ${r.latencyP99Ms} ms`,
  );
  return r;
}

const results = [];
const baselines = [];
const latency = [];
try {
  for (const s of [baselineScenario, ...scenarios]) await warm(s.url, headers);
  for (const s of scenarios) {
    const baseline = await run(baselineScenario);
    const r = await run(s);
    r.baselineRequestsPerSecond = baseline.requestsPerSecond;
    r.baselineLatencyP99Ms = baseline.latencyP99Ms;
    r.ratioToBaseline = Math.round((r.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100;
    baselines.push(baseline);
    results.push(r);
  }
  const postHeaders = { ...headers, 'content-type': 'application/json' };
  for (let round = 0; round < 3; round += 1) {
    latency.push(await sequential('health, one at a time', `${base}/health`, { headers }));
    latency.push(
      await sequential('itinerary plan, 30 days, 3 legs', `${base}/itineraries/plan`, {
        method: 'POST',
        headers: postHeaders,
        body: planBody,
      }),
    );
  }
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(
  results.map((r) => ({
    name: r.name,
    'req/s': r.requestsPerSecond,
    'p99 ms': r.latencyP99Ms,
    'baseline req/s': r.baselineRequestsPerSecond,
    'baseline p99 ms': r.baselineLatencyP99Ms,
    'vs baseline': r.ratioToBaseline,
    failed: r.failed,
  })),
);

const byName = (name) => results.find((r) => r.name === name);
const countries = byName('countries page 1, limit 12');
const search = byName('country search (swizerland)');
const miss = byName('country search, cache miss every request');
const targets = {
  countriesAtLeastHalfOfBaseline: countries.ratioToBaseline >= 0.5,
  searchP99AtMost20ms: search.latencyP99Ms <= 20,
  searchMissAtLeastHalfOfBaseline: miss.ratioToBaseline >= 0.5,
  searchMissP99AtMost20ms: miss.latencyP99Ms <= 20,
  // When /v1/health itself has a p99 over 20 ms in the same round, the machine (a shared,
  // loaded one) is what the tail measures, not the search: said so beside the verdict.
  searchMissBaselineP99Ms: miss.baselineLatencyP99Ms,
  machineLimitsP99: miss.baselineLatencyP99Ms > 20,
};
const plans = latency.filter((r) => r.name.startsWith('itinerary'));
const healths = latency.filter((r) => r.name.startsWith('health'));
targets.planP95Ms = Math.max(...plans.map((r) => r.latencyP95Ms));
targets.planP95Under150ms = targets.planP95Ms < 150;
targets.planP95VsHealthP95 = plans.map(
  (r, i) => Math.round((r.latencyP95Ms / healths[i].latencyP95Ms) * 10) / 10,
);
console.log('targets:', targets);

const report = {
  date: new Date().toISOString(),
  database: 'pglite',
  connections: 50,
  durationSeconds: DURATION,
  node: process.version,
  interleaved: 'health before every case; ratioToBaseline uses the health run just before',
  baselines,
  results,
  latency,
  targets,
};
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/results/api.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('saved bench/results/api.json');
