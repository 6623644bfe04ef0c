// `node bench/orders-single.mjs --baseline <commit> [--blocks 6] [--requests 300] [--payments]`:
// what one create-order (and, with --payments, one sandbox payment) costs on a single connection,
// old commit against this checkout. Both APIs run side by side and take turns in blocks of
// sequential requests (old/new, new/old alternating); each block gives milliseconds per request,
// wall time and the CPU the API process (and, on PostgreSQL, its server backends) spent on it,
// read from /proc, so another process loading the machine moves the wall time more than the CPU.
// On PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, PostgreSQL.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuilt } from '../scripts/build.mjs';
import { createScratchDatabase } from '../scripts/scratch-postgres.mjs';
import { startServers as startOwnServers } from '../scripts/servers.mjs';
import { prepareBaseline, removeBaseline } from './orders-compare.mjs';

const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    blocks: { type: 'string', default: '6' },
    requests: { type: 'string', default: '300' },
    payments: { type: 'boolean', default: false },
    'keep-baseline': { type: 'boolean', default: false },
  },
});
if (!options.baseline) throw new Error('--baseline <commit> is required');
const BLOCKS = Number(options.blocks);
const REQUESTS = Number(options.requests);
const HERE = { latitude: 48.85, longitude: 2.35 };
const CARD = {
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'Bench Traveller',
};
const PORTS = { old: 4791, new: 4792 };

/** Calls as the web server does: the API believes X-Forwarded-For only with its secret. */
const FORWARD_SECRET = randomBytes(32).toString('hex');

let requestCount = 0;
/** A new client address per request: the per-address rate limits must not be what is measured. */
const nextAddress = () => {
  requestCount += 1;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
};

async function json(base, method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-site-id': 'tern-web',
      'content-type': 'application/json',
      'x-forwarded-for': nextAddress(),
      'x-tern-forward-secret': FORWARD_SECRET,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Nanoseconds a process has run on a CPU, all its threads (schedstat's first field). */
function cpuNs(pid) {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return total;
}

const listenerPid = (port) =>
  Number(
    /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }))[1],
  );

async function start(side, startServers, serverUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tern-bench-single-'));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'tern_bench') : undefined;
  const servers = await startServers({
    apiPort: PORTS[side],
    dataDir,
    web: false,
    env: {
      LOG_LEVEL: 'warn',
      FORWARD_SECRET,
      SIMULATOR_STOCK: String(BLOCKS * REQUESTS + 1000),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
  });
  const pid = listenerPid(PORTS[side]);
  const admin = scratch ? new pg.Client({ connectionString: serverUrl }) : undefined;
  await admin?.connect();
  const database = scratch ? new URL(scratch.url).pathname.slice(1) : undefined;
  const guest = await json(servers.apiUrl, 'POST', '/v1/auth/guest', {
    fullName: 'Bench Traveller',
    email: `bench-${side}@example.com`,
    countryCode: '+44',
    phoneNumber: '7911123456',
    deviceType: 'ios',
  });
  return {
    base: servers.apiUrl,
    token: guest.data.accessToken,
    /** CPU so far: the API process, and each server backend of its database by pid. */
    async cpu() {
      const backends = new Map();
      if (admin) {
        const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [
          database,
        ]);
        for (const row of rows) {
          try {
            backends.set(row.pid, cpuNs(row.pid));
          } catch {
            // the backend ended meanwhile
          }
        }
      }
      return { api: cpuNs(pid), backends };
    },
    async stop() {
      await admin?.end();
      await servers.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Backend CPU between two readings, over the backends alive at both (the pool closes idle ones). */
function backendNs(before, after) {
  let total = 0;
  for (const [backend, ns] of after) if (before.has(backend)) total += ns - before.get(backend);
  return total;
}

async function fulfilled(api, orderIds) {
  for (const orderId of orderIds)
    for (;;) {
      const { order } = (await json(api.base, 'GET', `/v1/orders/${orderId}`, undefined, api.token))
        .data;
      if (order.status === 'fulfilled') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
}

/** One block: REQUESTS orders one after another, then (--payments) each of them paid and delivered. */
async function block(api) {
  const perRequest = (ns) => ns / REQUESTS / 1e6;
  const orderIds = [];
  const cpu0 = await api.cpu();
  const t0 = performance.now();
  for (let i = 0; i < REQUESTS; i += 1) {
    const body = { bundleId: 'bndl_fr_5gb_30d', quantity: 1, ...HERE };
    orderIds.push((await json(api.base, 'POST', '/v1/orders', body, api.token)).data.orderId);
  }
  const t1 = performance.now();
  const cpu1 = await api.cpu();
  const figures = {
    createMs: (t1 - t0) / REQUESTS,
    createApiCpuMs: perRequest(cpu1.api - cpu0.api),
    createDatabaseCpuMs: perRequest(backendNs(cpu0.backends, cpu1.backends)),
  };
  if (!options.payments) return figures;
  for (const orderId of orderIds)
    await json(api.base, 'POST', `/v1/orders/${orderId}/payments/sandbox`, CARD, api.token);
  const t2 = performance.now();
  // The eSIMs are delivered by jobs after the answers: their CPU belongs to these payments, and
  // must not run on into the next block.
  await fulfilled(api, orderIds.slice(-1));
  const cpu2 = await api.cpu();
  await fulfilled(api, orderIds);
  return {
    ...figures,
    paymentMs: (t2 - t1) / REQUESTS,
    paymentWithDeliveryApiCpuMs: perRequest(cpu2.api - cpu1.api),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) =>
  `${median(values).toFixed(3)} [${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)}]`;

await ensureBuilt({ only: ['api'] });
const baseline = prepareBaseline(options.baseline);
const oldServers = (await import(pathToFileURL(join(baseline.dir, 'scripts/servers.mjs')).href))
  .startServers;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
try {
  for (const [label, url] of [['pglite'], ...(serverUrl ? [['postgres', serverUrl]] : [])]) {
    const apis = {
      old: await start('old', oldServers, url),
      new: await start('new', startOwnServers, url),
    };
    try {
      // A first block each, unmeasured: both processes warm, every statement seen.
      for (const api of Object.values(apis)) await block(api);
      const results = { old: [], new: [] };
      for (let round = 0; round < BLOCKS; round += 1)
        for (const side of round % 2 ? ['new', 'old'] : ['old', 'new'])
          results[side].push(await block(apis[side]));
      for (const metric of Object.keys(results.old[0])) {
        const old = results.old.map((r) => r[metric]);
        const now = results.new.map((r) => r[metric]);
        if (median(old) === 0) continue;
        console.log(
          `${label} ${metric}: old ${spread(old)}, new ${spread(now)}, new/old ${(median(now) / median(old)).toFixed(2)}`,
        );
      }
    } finally {
      await apis.old.stop();
      await apis.new.stop();
    }
  }
} finally {
  if (!options['keep-baseline']) removeBaseline(baseline);
}
