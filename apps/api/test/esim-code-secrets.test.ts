import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, testConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { parseCodeKeys } from '../src/modules/esim-secrets/code-keys';
import { createEsimCodes } from '../src/modules/esim-secrets/esim-codes';
import { RESEAL_ESIM_CODES, resealCodesHandler } from '../src/modules/esim-secrets/reseal-codes';
import type { SealingKey } from '../src/modules/esim-secrets/sealed-text';
import { SIMULATOR_SMDP, stockSimulator } from '../src/providers/esim/simulator';
import { signedInAdmin } from './support/admin-client';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const ADMIN = 'support@tern.example';
// Shared by every app of this file, so a traveller's session works on each of them.
const AUTH_SECRET = 'esim-code-secrets-test-auth-secret-of-32-characters';
const entry = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const OLD = entry('old-1');
const NEW = entry('new-2');
const GONE = entry('gone-0');
const keys = (...entries: string[]): SealingKey[] => parseCodeKeys(entries.join(',')).keys;

/** Every line any app of this file logged. */
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const logEntries = (from: number) =>
  logLines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

const t = useTestApp(
  { adminEmails: [ADMIN], authSecret: AUTH_SECRET, esimCodeKeys: keys(OLD), logLevel: 'trace' },
  () => ({ logStream }),
);
const db = () => t.database.db;

beforeAll(async () => {
  await stockSimulator(t.database.db, 10);
});

type Shopper = Awaited<ReturnType<typeof guestShopper>>;

/** A France plan bought by a new guest and delivered: the owner's view of its eSIM. */
async function deliveredOrder() {
  const shopper = await guestShopper(t);
  const { orderId } = (await shopper.createOrder()).json().data;
  await shopper.pay(orderId, TEST_CARDS.pays);
  await t.app.jobs.runDue();
  const { body } = await shopper.order(orderId);
  return { shopper, orderId, esim: body.data.order.esim };
}

const storedCode = async (iccid: string) =>
  (
    await queryRows<{ matching_id: string }>(
      db(),
      sql`select matching_id from esim_profiles where iccid = ${iccid}`,
    )
  )[0]!.matching_id;

/** The code as the eSIM vendor issued it (the simulator's own stock keeps it plain). */
const vendorCode = async (iccid: string) =>
  (
    await queryRows<{ matching_id: string }>(
      db(),
      sql`select matching_id from simulator_inventory where iccid = ${iccid}`,
    )
  )[0]!.matching_id;

/** The tables holding `text` anywhere in a row. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    db(),
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const holding: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${sql.identifier(table_name)} r
          where strpos(r::text, ${text}) > 0`,
    );
    if (row!.n > 0) holding.push(table_name);
  }
  return holding;
}

/** Another API process on the same database, with its own keys. */
const apps: FastifyInstance[] = [];
async function processWith(esimCodeKeys: SealingKey[]) {
  const app = await buildApp(
    testConfig({ authSecret: AUTH_SECRET, esimCodeKeys, logLevel: 'trace' }),
    { database: t.database, mailer: t.mailer, logStream },
  );
  apps.push(app);
  await app.ready();
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
});

const orderVia = (app: FastifyInstance, shopper: Shopper, orderId: string) =>
  app.inject({
    method: 'GET',
    url: `/v1/orders/${orderId}`,
    headers: { 'x-site-id': 'tern-web', authorization: shopper.headers.authorization },
  });

describe('activation codes are secrets', () => {
  it('are stored sealed, shown to their owner, and logged nowhere', async () => {
    const printed = [
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
    ];
    const from = logLines.length;
    try {
      const { shopper, orderId, esim } = await deliveredOrder();
      expect(esim.matchingId).toBe(await vendorCode(esim.iccid));
      expect(esim.lpaString).toBe(`LPA:1$${SIMULATOR_SMDP}$${esim.matchingId}`);
      const stored = await storedCode(esim.iccid);
      expect(stored).toMatch(/^v1\.old-1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(stored).not.toContain(esim.matchingId);
      // Outside the vendor's own stock, the code is in no row: not in jobs, errors or payloads.
      expect(await tablesHolding(esim.matchingId)).toEqual(['simulator_inventory']);
      // The receipt carries it to its owner, by design.
      const receipt = t.mailer.sent.findLast((mail) => mail.to === shopper.email);
      expect(receipt?.text).toContain(esim.matchingId);

      const logged = [
        ...logLines.slice(from),
        ...printed.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' '))),
      ].join('\n');
      // The capture works: the purchase's requests, its jobs and the order's id are in it.
      expect(logged).toContain(`/v1/orders/${orderId}/payments/sandbox`);
      expect(logged).not.toContain(esim.matchingId);
    } finally {
      for (const spy of printed) spy.mockRestore();
    }
  });

  it('are censored in a log line that names them by mistake', async () => {
    const { esim } = await deliveredOrder();
    const from = logLines.length;
    t.app.log.info({ matchingId: esim.matchingId, result: { profile: esim } }, 'probe');
    const [probe] = logEntries(from).filter((e) => e.msg === 'probe');
    expect(probe).toMatchObject({
      matchingId: '[redacted]',
      result: { profile: { iccid: esim.iccid, matchingId: '[redacted]', lpaString: '[redacted]' } },
    });
    expect(logLines.slice(from).join('\n')).not.toContain(esim.matchingId);
  });

  it('are shown to their owner only: another traveller gets a 404', async () => {
    const { orderId, esim } = await deliveredOrder();
    const other = await guestShopper(t);
    const refused = await other.order(orderId);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(esim.matchingId);
  });

  it('are withheld from staff: the back office keeps ICCID and SM-DP+ address only', async () => {
    const { orderId, esim } = await deliveredOrder();
    const admin = await signedInAdmin(t, ADMIN);
    const shown = await admin.get(`/orders/${orderId}`);
    expect(shown.statusCode).toBe(200);
    const { order } = shown.json().data;
    const withheld = {
      iccid: esim.iccid,
      smdpAddress: esim.smdpAddress,
      matchingId: '',
      lpaString: '',
      iosInstallUrl: '',
      androidInstallUrl: '',
    };
    expect(order.lines[0].delivery).toEqual(withheld);
    expect(order.esim).toEqual(withheld);
    expect(shown.body).not.toContain(esim.matchingId);
  });

  it('do not open once moved to another eSIM or altered: the error names the key, not the code', async () => {
    const a = await deliveredOrder();
    const b = await deliveredOrder();
    const sealedB = await storedCode(b.esim.iccid);
    const sealedA = await storedCode(a.esim.iccid);
    const body = sealedB.split('.')[3]!;
    const altered = sealedB.replace(body, `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`);
    for (const wrong of [sealedA, altered]) {
      await db().execute(
        sql`update esim_profiles set matching_id = ${wrong} where iccid = ${b.esim.iccid}`,
      );
      const from = logLines.length;
      const shown = await b.shopper.order(b.orderId);
      expect(shown.status).toBe(500);
      expect(shown.body).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
      const errors = logEntries(from).map((e) => (e.err as { message?: string })?.message);
      expect(errors).toContain(
        `activation code of eSIM ${b.esim.iccid}: sealed under key "old-1" but does not open: altered, or sealed for another row`,
      );
      const logged = logLines.slice(from).join('\n');
      for (const code of [a.esim.matchingId, b.esim.matchingId]) {
        expect(logged).not.toContain(code);
        expect(JSON.stringify(shown.body)).not.toContain(code);
      }
    }
    await db().execute(
      sql`update esim_profiles set matching_id = ${sealedB} where iccid = ${b.esim.iccid}`,
    );
    expect((await b.shopper.order(b.orderId)).body.data.order.esim).toEqual(b.esim);
  });
});

describe('rotating the key without downtime', () => {
  it('opens old codes under NEW,OLD, re-seals them and legacy plain rows under NEW, then needs OLD no more', async () => {
    const sealedOld = await deliveredOrder();
    const legacy = await deliveredOrder();
    // A row as stored before codes were sealed: it still reads until the job reaches it.
    await db().execute(
      sql`update esim_profiles set matching_id = ${legacy.esim.matchingId}
          where iccid = ${legacy.esim.iccid}`,
    );
    const read = await orderVia(t.app, legacy.shopper, legacy.orderId);
    expect(read.json().data.order.esim).toEqual(legacy.esim);
    // A row under a key no process holds any more: the walk names it and carries on.
    const lostIccid = '8944000000009999991';
    const lost = createEsimCodes(keys(GONE)).seal('LOST-CODE-0001', lostIccid);
    await db().execute(
      sql`insert into esim_profiles (provider, iccid, smdp_address, matching_id, status)
          values ('simulator', ${lostIccid}, ${SIMULATOR_SMDP}, ${lost}, 'not_installed')`,
    );

    const from = logLines.length;
    const rotated = await processWith(keys(NEW, OLD));
    const queued = await queryRows<{ key: string }>(
      db(),
      sql`select key from jobs where kind = ${RESEAL_ESIM_CODES} and status = 'queued'`,
    );
    expect(queued).toEqual([{ key: expect.stringMatching(/^new-2@/) }]);
    // Before the walk: a process with both keys reads a code sealed under the old one.
    const before = await orderVia(rotated, sealedOld.shopper, sealedOld.orderId);
    expect(before.json().data.order.esim).toEqual(sealedOld.esim);

    await rotated.jobs.runDue();
    expect(await storedCode(sealedOld.esim.iccid)).toMatch(/^v1\.new-2\./);
    expect(await storedCode(legacy.esim.iccid)).toMatch(/^v1\.new-2\./);
    expect(await storedCode(lostIccid)).toBe(lost);
    const warned = logEntries(from).find((e) => e.msg === 'eSIM activation code not re-sealed');
    expect(warned?.reason).toBe(
      `activation code of eSIM ${lostIccid}: sealed under key "gone-0", which is not among the keys given`,
    );
    expect(logLines.slice(from).join('\n')).not.toContain('LOST-CODE-0001');
    await db().execute(sql`delete from esim_profiles where iccid = ${lostIccid}`);

    // OLD can go: a process with the new key alone shows both codes to their owners.
    const newOnly = await processWith(keys(NEW));
    for (const { shopper, orderId, esim } of [sealedOld, legacy]) {
      const shown = await orderVia(newOnly, shopper, orderId);
      expect(shown.json().data.order.esim).toEqual(esim);
    }
  });

  it('walks in batches, and two walks at once re-seal each row once', async () => {
    const underOld = createEsimCodes(keys(OLD));
    const codes = Array.from({ length: 5 }, (_, i) => ({
      iccid: `894400000000888880${i}`,
      code: `WALK-CODE-000${i}`,
    }));
    for (const { iccid, code } of codes)
      await db().execute(
        sql`insert into esim_profiles (provider, iccid, smdp_address, matching_id, status)
            values ('simulator', ${iccid}, ${SIMULATOR_SMDP}, ${underOld.seal(code, iccid)}, 'not_installed')`,
      );
    const [{ stale } = { stale: 0 }] = await queryRows<{ stale: number }>(
      db(),
      sql`select count(*)::int as stale from esim_profiles where not starts_with(matching_id, 'v1.new-2.')`,
    );
    expect(stale).toBeGreaterThanOrEqual(5);

    const resealed: number[] = [];
    const rotated = createEsimCodes(keys(NEW, OLD));
    const log = {
      info: (o: object) => resealed.push((o as { resealed: number }).resealed),
      warn() {},
    };
    /** Runs one walk to its end, as the job runner would: each run, then the run it queued. */
    async function walk(key: string) {
      const handler = resealCodesHandler({
        db: db(),
        codes: rotated,
        log,
        batch: { rows: 2, perRun: 1 },
      });
      let job = { id: 0, kind: RESEAL_ESIM_CODES, key, payload: {}, attempts: 1, max_attempts: 8 };
      for (let runs = 1; runs <= 100; runs += 1) {
        await handler.run(job);
        const [next] = await queryRows<{ key: string; payload: Record<string, unknown> }>(
          db(),
          sql`delete from jobs where kind = ${RESEAL_ESIM_CODES} and key like ${`${key}>%`}
              returning key, payload`,
        );
        if (!next) return runs;
        job = { ...job, key: next.key, payload: next.payload };
      }
      throw new Error('the walk did not end');
    }
    const [runsA, runsB] = await Promise.all([walk('walk-a'), walk('walk-b')]);
    expect(Math.max(runsA, runsB)).toBeGreaterThan(1);
    expect(resealed.reduce((sum, n) => sum + n, 0)).toBe(stale);
    for (const { iccid, code } of codes) {
      const stored = await storedCode(iccid);
      expect(stored).toMatch(/^v1\.new-2\./);
      expect(rotated.open({ iccid, matchingId: stored })).toBe(code);
    }
  });
});

describe('configuration', () => {
  it('refuses a malformed key list at start-up, naming the problem and never the key', () => {
    const short = randomBytes(16).toString('base64');
    const problems = (value: string) => {
      try {
        loadConfig({ ESIM_CODE_KEYS: value });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(problems(`k1:${short}`)).toContain('ESIM_CODE_KEYS key "k1" is 16 bytes; it must be 32');
    expect(problems(`k1:${short}`)).not.toContain(short);
    expect(problems(`${NEW},${NEW}`)).toContain('ESIM_CODE_KEYS key id "new-2" is listed twice');
    expect(problems('k1:%%%')).toContain('ESIM_CODE_KEYS key "k1" is not base64');
    expect(problems(NEW.replace(':', ''))).toContain('ESIM_CODE_KEYS entry 1 must be id:base64key');
  });
});
