// `npm run bench:fuzz [-- --requests 2000 --seed 7]`: hostile requests (bench/lib/fuzz-cases.mjs:
// paths, methods, headers, bodies, broken framing) against a store started as `npm start` starts
// it (API, `next start` and the web origin's front server). Prints the count of answers by status,
// saves bench/results/fuzz.json, and exits non-zero on any 5xx, a dropped connection with no
// answer, or a timeout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, repoRoot } from '../scripts/build.mjs';
import { startServers } from '../scripts/servers.mjs';
import { fuzzCases, requestBytes } from './lib/fuzz-cases.mjs';
import { rawRequest } from './lib/raw-http.mjs';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string' },
    seed: { type: 'string' },
    concurrency: { type: 'string' },
    url: { type: 'string' },
  },
});
const COUNT = Number(args.requests ?? 800);
const SEED = Number(args.seed ?? 9);
const CONCURRENCY = Number(args.concurrency ?? 4);

let servers;
let dataDir;
let base = args.url;
if (!base) {
  await ensureBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'tern-bench-fuzz-'));
  servers = await startServers({
    webPort: 3650,
    apiPort: 4650,
    dataDir,
    env: { LOG_LEVEL: 'fatal' },
  });
  base = servers.webUrl;
}
const origin = new URL(base);
const target = { host: origin.hostname, port: Number(origin.port || 80) };

const cases = fuzzCases({ seed: SEED, count: COUNT });
const byStatus = {};
const failures = [];
const started = Date.now();
let index = 0;
async function worker() {
  while (index < cases.length) {
    const fuzzCase = cases[index];
    index += 1;
    const answer = await rawRequest(target, requestBytes(fuzzCase, origin.host));
    const key = answer.timedOut ? 'timeout' : String(answer.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    const isUpgrade = fuzzCase.raw?.includes('Upgrade: websocket');
    if (answer.timedOut || answer.status >= 500 || (answer.status === 0 && !isUpgrade)) {
      failures.push({
        status: key,
        request: fuzzCase.raw ?? `${fuzzCase.method} ${fuzzCase.path}`.slice(0, 300),
        headers: fuzzCase.headers,
        answer: answer.body.slice(0, 300),
      });
    }
  }
}
try {
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
} finally {
  await servers?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  date: new Date().toISOString(),
  seed: SEED,
  requests: cases.length,
  seconds: Math.round((Date.now() - started) / 100) / 10,
  byStatus,
  failures,
};
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/results/fuzz.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`fuzz: ${cases.length} requests in ${result.seconds} s (seed ${SEED})`);
for (const [status, count] of Object.entries(byStatus).sort()) console.log(`  ${status}: ${count}`);
if (failures.length > 0) {
  console.log(`\n${failures.length} failures (5xx, timeouts or no answer):`);
  for (const f of failures.slice(0, 30))
    console.log(`  ${f.status}  ${f.request}  ${f.answer.slice(0, 120)}`);
  process.exit(1);
}
console.log('no 5xx');
