// `npm run bench:api`: the catalogue API on PGlite under load (autocannon, 50 connections, 10 s
// each). /v1/health is the baseline; every other figure is also given as a ratio to it.
// Targets (issue 2): countries list ≥ 50% of the baseline's requests/s; search p99 ≤ 20 ms.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, repoRoot } from '../scripts/build.mjs';
import { startServers } from '../scripts/servers.mjs';
import { measure, warm } from './lib/load.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const headers = { 'x-site-id': 'tern-web' };

/** Misspellings a traveller makes: one letter dropped from a real name, different every request. */
const NAMES = [
  'switzerland',
  'germany',
  'portugal',
  'thailand',
  'indonesia',
  'australia',
  'argentina',
  'malaysia',
  'netherlands',
  'singapore',
];
function typoSearchRequest(request) {
  const name = NAMES[Math.floor(Math.random() * NAMES.length)];
  const drop = 1 + Math.floor(Math.random() * (name.length - 2));
  const typo = name.slice(0, drop) + name.slice(drop + 1);
  const suffix = Math.random().toString(36).slice(2, 4); // defeats the search cache on purpose
  return {
    ...request,
    path: `/v1/countries?limit=12&search=${encodeURIComponent(`${typo} ${suffix}`)}`,
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

const scenarios = [
  { name: 'health (baseline)', url: `${base}/health` },
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
];

const results = [];
try {
  for (const s of scenarios) await warm(s.url, headers);
  for (const s of scenarios) {
    process.stdout.write(`measuring ${s.name}… `);
    const r = await measure({ ...s, headers, duration: DURATION });
    results.push(r);
    console.log(`${r.requestsPerSecond} req/s, p99 ${r.latencyP99Ms} ms`);
  }
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const baseline = results[0].requestsPerSecond;
for (const r of results)
  r.ratioToBaseline = Math.round((r.requestsPerSecond / baseline) * 100) / 100;
console.table(
  results.map(({ name, requestsPerSecond, latencyP99Ms, ratioToBaseline, failed }) => ({
    name,
    'req/s': requestsPerSecond,
    'p99 ms': latencyP99Ms,
    'vs baseline': ratioToBaseline,
    failed,
  })),
);

const countries = results[1];
const search = results[2];
const targets = {
  countriesAtLeastHalfOfBaseline: countries.ratioToBaseline >= 0.5,
  searchP99AtMost20ms: search.latencyP99Ms <= 20,
};
console.log('targets:', targets);

const report = {
  date: new Date().toISOString(),
  database: 'pglite',
  connections: 50,
  durationSeconds: DURATION,
  node: process.version,
  results,
  targets,
};
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/results/api.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('saved bench/results/api.json');
