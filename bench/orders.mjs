// `npm run bench:orders`: order creation and sandbox payment under load (autocannon, 20
// connections), and how long a paid order takes to have its eSIM (payment → fulfilled, p95),
// on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL.
// Targets (issue 4, PostgreSQL): create-order p95 ≤ 30 ms; payment → eSIM delivered p95 ≤ 2 s.
// `--baseline <commit>` compares that commit's API with this one instead (bench/orders-compare.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuilt, repoRoot } from '../scripts/build.mjs';
import { createScratchDatabase } from '../scripts/scratch-postgres.mjs';
import { startServers as startOwnServers } from '../scripts/servers.mjs';

const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 2000);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 200);
/** Buying an eSIM needs the buyer's location (LOCATION_REQUIRED); older builds ignore it. */
const HERE = { latitude: 48.85, longitude: 2.35 };
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4700);
const CARD = {
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'Bench Traveller',
};

/**
 * The bench calls the API as the web server does: the API believes X-Forwarded-For only with
 * the web server's FORWARD_SECRET (an older API ignores the header).
 */
const FORWARD_SECRET = randomBytes(32).toString('hex');
const PROOF = { 'x-tern-forward-secret': FORWARD_SECRET };

/** Synthetic shoppers come from many addresses, as real ones do; per-address rate limits apply. */
const randomIp = () =>
  `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
}

async function json(base, method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-site-id': 'tern-web',
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
      ...PROOF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

async function shopperToken(base) {
  const guest = await json(base, 'POST', '/v1/auth/guest', {
    fullName: 'Bench Traveller',
    email: `bench-${Math.random()}@example.com`,
    countryCode: '+44',
    phoneNumber: '7911123456',
    deviceType: 'ios',
  });
  return guest.data.accessToken;
}

function load(options) {
  return autocannon({ connections: CONNECTIONS, ...options }).then((r) => ({
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p95Ms: r.latency.p97_5 === undefined ? r.latency.p99 : percentileFromHistogram(r),
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }));
}

/** autocannon reports p90 and p97.5 but not p95; interpolate between them. */
function percentileFromHistogram(r) {
  return Math.round(((r.latency.p90 + r.latency.p97_5) / 2) * 10) / 10;
}

/**
 * One full measurement against a fresh database. `startServers` is the checkout's own (the
 * baseline's when comparing), so each side runs the build and migrations of its commit.
 */
async function measure(label, databaseEnv, startServers = startOwnServers) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tern-bench-orders-'));
  const servers = await startServers({
    apiPort: API_PORT,
    dataDir,
    web: false,
    env: {
      LOG_LEVEL: 'warn',
      FORWARD_SECRET,
      SIMULATOR_STOCK: String(PAYMENTS + DELIVERIES + 100),
      ...databaseEnv,
    },
  });
  const base = servers.apiUrl;
  try {
    const token = await shopperToken(base);
    const auth = {
      authorization: `Bearer ${token}`,
      'x-site-id': 'tern-web',
      'content-type': 'application/json',
      ...PROOF,
    };
    const withIp = (request) => ({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': randomIp() },
    });

    const createOrder = await load({
      url: `${base}/v1/orders`,
      method: 'POST',
      duration: DURATION,
      headers: auth,
      body: JSON.stringify({ bundleId: 'bndl_fr_5gb_30d', quantity: 1, ...HERE }),
      requests: [{ setupRequest: withIp }],
    });

    // Payment → eSIM delivered, as a traveller waiting on the order page sees it,
    // measured before the payment burst below, whose thousands of queued jobs would be in front.
    const waits = [];
    const queue = Array.from({ length: DELIVERIES }, (_, i) => i);
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (queue.length) {
          queue.pop();
          const orderId = (
            await json(
              base,
              'POST',
              '/v1/orders',
              { bundleId: 'bndl_it_1gb_7d', quantity: 1, ...HERE },
              token,
            )
          ).data.orderId;
          const started = performance.now();
          await json(base, 'POST', `/v1/orders/${orderId}/payments/sandbox`, CARD, token);
          for (;;) {
            const order = (await json(base, 'GET', `/v1/orders/${orderId}`, undefined, token)).data
              .order;
            if (order.status === 'fulfilled') break;
            await new Promise((r) => setTimeout(r, 25));
          }
          waits.push(performance.now() - started);
        }
      }),
    );
    const delivery = {
      orders: waits.length,
      p50Ms: percentile(waits, 0.5),
      p95Ms: percentile(waits, 0.95),
      maxMs: percentile(waits, 1),
    };
    const orderIds = [];
    for (let i = 0; i < PAYMENTS; i += 1)
      orderIds.push(
        (
          await json(
            base,
            'POST',
            '/v1/orders',
            { bundleId: 'bndl_es_3gb_15d', quantity: 1, ...HERE },
            token,
          )
        ).data.orderId,
      );
    let next = 0;
    const payment = await load({
      url: base,
      amount: PAYMENTS,
      headers: auth,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) =>
            withIp({
              ...request,
              path: `/v1/orders/${orderIds[next++]}/payments/sandbox`,
              body: JSON.stringify(CARD),
            }),
        },
      ],
    });

    console.log(
      `${label}: create-order ${createOrder.requestsPerSecond} req/s p95 ${createOrder.p95Ms} ms; payment ${payment.requestsPerSecond} req/s p95 ${payment.p95Ms} ms; payment → eSIM p95 ${delivery.p95Ms} ms`,
    );
    return { database: label, createOrder, payment, delivery };
  } finally {
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const { values: options } = parseArgs({
    options: {
      baseline: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      'keep-baseline': { type: 'boolean', default: false },
    },
  });
  if (options.baseline) {
    const { compare } = await import('./orders-compare.mjs');
    await compare({
      baseline: options.baseline,
      rounds: Number(options.rounds),
      keepBaseline: options['keep-baseline'],
      measure,
    });
  } else await plainRun();
}

async function plainRun() {
  await ensureBuilt({ only: ['api'] });
  const results = [await measure('pglite', {})];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createScratchDatabase(serverUrl, 'tern_bench');
    try {
      results.push(await measure('postgres', { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  } else {
    console.log('(no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL not measured)');
  }

  const postgres = results.find((r) => r.database === 'postgres');
  const targets = postgres
    ? {
        createOrderP95AtMost30ms: postgres.createOrder.p95Ms <= 30,
        deliveryP95AtMost2s: postgres.delivery.p95Ms <= 2000,
      }
    : 'not measured on PostgreSQL';
  console.log('targets (PostgreSQL):', JSON.stringify(targets));
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'bench/results/orders.json'),
    `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, results, targets }, null, 2)}\n`,
  );
  console.log('saved bench/results/orders.json');
}
