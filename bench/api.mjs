// `npm run bench:api`: the catalogue API on PGlite under load (autocannon, 50 connections, 10 s
// each). /v1/health is the baseline, measured again right before every other case (baseline,
// case, baseline, case…) so each ratio compares two neighbouring moments of a noisy machine.
// Targets (issue 2): countries list ≥ 50% of the baseline's requests/s; search p99 ≤ 20 ms.
// Targets (issue 10): a search that misses every cache ≥ 50% of its baseline, p99 ≤ 20 ms.
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

const results = [];
const baselines = [];
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
  targets,
};
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/results/api.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('saved bench/results/api.json');
