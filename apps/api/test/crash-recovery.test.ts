import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { READ_ESIM_USAGE } from '../src/modules/esim-usage/read-usage';
import { createPostgresDatabaseUrl } from './support/test-database';

const repoRoot = resolve(__dirname, '../../..');
const onPostgres = process.env.TEST_DATABASE_KIND === 'postgres';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

interface Api {
  child: ChildProcess;
  url: string;
}

async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/v1/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { child, url };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not become ready');
}

// biome-ignore lint/suspicious/noExplicitAny: reads the JSON of the API under test loosely
type Json = { data: any };

async function call(
  api: Api,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      'x-site-id': 'tern-web',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('the API killed (SIGKILL) after payment and before provisioning', () => {
  let dataDir = '';
  let database: Record<string, string> = {};
  let dropDatabase = async () => {};
  let second: Api | undefined;

  beforeAll(async () => {
    const { ensureBuilt } = await import(join(repoRoot, 'scripts/build.mjs'));
    await ensureBuilt({ only: ['api'], log: () => {} });
    dataDir = mkdtempSync(join(tmpdir(), 'tern-crash-'));
    if (onPostgres) {
      const created = await createPostgresDatabaseUrl();
      database = { DATABASE_URL: created.url };
      dropDatabase = created.drop;
    } else {
      database = { DATA_DIR: dataDir };
    }
  }, 120_000);

  afterAll(async () => {
    second?.child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the eSIM after a restart, and leaves no paid order without an eSIM or an open job', async () => {
    // The first process takes the payment but never gets to run jobs.
    const first = await startApi({ ...database, JOBS_ENABLED: 'false', SIMULATOR_STOCK: '5' });
    const guest = await call(first, 'POST', '/v1/auth/guest', {
      fullName: 'Ana Costa',
      email: 'ana@example.com',
      countryCode: '+351',
      phoneNumber: '912 345 678',
      deviceType: 'android',
    });
    const token = guest.body.data.accessToken as string;
    const order = await call(
      first,
      'POST',
      '/v1/orders',
      { bundleId: 'bndl_pt_5gb_30d', quantity: 1, latitude: 38.72, longitude: -9.14 },
      token,
    );
    const orderId = order.body.data.orderId as string;
    const paid = await call(
      first,
      'POST',
      `/v1/orders/${orderId}/payments/sandbox`,
      {
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 3,
        cvc: '123',
        holderName: 'Ana Costa',
      },
      token,
    );
    expect(paid.body.data).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });

    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(first.child.signalCode).toBe('SIGKILL');

    second = await startApi({ ...database, SIMULATOR_STOCK: '5' });
    let status = '';
    for (let i = 0; i < 80 && status !== 'fulfilled'; i += 1) {
      status = (await call(second, 'GET', `/v1/orders/${orderId}`, undefined, token)).body.data
        .order.status;
      if (status !== 'fulfilled') await new Promise((r) => setTimeout(r, 250));
    }
    const delivered = (await call(second, 'GET', `/v1/orders/${orderId}`, undefined, token)).body
      .data.order;
    expect(delivered.status).toBe('fulfilled');
    expect(delivered.esim.lpaString).toMatch(/^LPA:1\$/);

    second.child.kill('SIGTERM');
    await new Promise((r) => second!.child.once('exit', r));
    second = undefined;
    const handle = await openDatabase(
      onPostgres ? { url: database.DATABASE_URL } : { pgliteDir: join(dataDir, 'pglite') },
    );
    try {
      const stranded = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from orders o where o.status in ('paid', 'fulfilled')
            and exists (select 1 from order_lines l where l.order_id = o.id
              and not exists (select 1 from esim_profiles p where p.order_line_id = l.id))`,
      );
      expect(stranded[0]!.n).toBe(0);
      const open = await queryRows<{ n: number }>(
        handle.db,
        // The usage sweep always has its next minute queued: a chain, not work left behind.
        sql`select count(*)::int as n from jobs where status <> 'done' and kind <> ${READ_ESIM_USAGE}`,
      );
      expect(open[0]!.n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
