import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { DataDirInUse, dataDirHolder, lockDataDir } from '../src/db/data-dir-lock';
import { processRoleInbox, sendRoleRequest } from '../src/modules/admin/role-inbox';
import { applyAdminEmails, setRole } from '../src/modules/admin/roles';
import { adminCaller } from './support/admin-client';
import { guestShopper } from './support/shopper';
import { signInWithCode } from './support/sign-in';
import { useTestApp } from './support/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'tern-roles-'));
const inbox = join(dataDir, 'role-inbox');
const t = useTestApp({ roleInboxDir: inbox });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const repoRoot = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

const accounts = (email: string) =>
  queryRows<{ role: string; is_guest: boolean }>(
    t.database.db,
    sql`select role, is_guest from users where email = ${email} order by is_guest`,
  );
const audits = (target: string) =>
  queryRows<{ action: string; actor_email: string }>(
    t.database.db,
    sql`select action, actor_email from audit_log where target = ${target} order by id`,
  );

const { DATABASE_URL: _, ...withoutDatabaseUrl } = process.env;

/** `npm run admin -- …` as a shop owner types it, on this file's data directory. */
function admin(...args: string[]) {
  return run(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/admin-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...withoutDatabaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);
}

describe('granting the role', () => {
  it('makes an account for an e-mail known only from guest logins, and leaves the guests alone', async () => {
    const shopper = await guestShopper(t, 'known-guest@example.com');
    await applyAdminEmails(t.database.db, [shopper.email]);
    expect(await accounts(shopper.email)).toEqual([
      { role: 'admin', is_guest: false },
      { role: 'traveller', is_guest: true },
    ]);
    expect((await adminCaller(t, shopper.headers).get('/coupons')).statusCode).toBe(403);
  });

  it('writes one audit row per real change, however often ADMIN_EMAILS is applied', async () => {
    await Promise.all([
      applyAdminEmails(t.database.db, ['twice@example.com']),
      applyAdminEmails(t.database.db, ['twice@example.com']),
    ]);
    await applyAdminEmails(t.database.db, ['twice@example.com']);
    expect(await audits('user:twice@example.com')).toEqual([
      { action: 'role.grant', actor_email: 'config:ADMIN_EMAILS' },
    ]);
  });

  it('takes the role away at once: the next request of the same session is refused', async () => {
    await applyAdminEmails(t.database.db, ['leaving@example.com']);
    const session = adminCaller(t, (await signInWithCode(t, 'leaving@example.com')).headers);
    expect((await session.get('/audit')).statusCode).toBe(200);
    const change = await setRole(t.database.db, 'leaving@example.com', 'traveller', {
      id: null,
      email: 'cli:ops',
    });
    expect(change).toEqual({
      email: 'leaving@example.com',
      role: 'traveller',
      changed: true,
      found: true,
    });
    expect((await session.get('/audit')).statusCode).toBe(403);
    expect((await audits('user:leaving@example.com')).at(-1)).toEqual({
      action: 'role.revoke',
      actor_email: 'cli:ops',
    });
  });
});

describe('npm run admin while the store runs on the embedded database', () => {
  it('hands the change to the running store through its inbox, which applies it within seconds', async () => {
    await t.app.ready();
    const answer = await sendRoleRequest(
      inbox,
      { action: 'add', email: 'inbox@example.com', by: 'ops' },
      10_000,
    );
    expect(answer).toEqual({
      ok: true,
      change: { email: 'inbox@example.com', role: 'admin', changed: true, found: true },
    });
    expect(await audits('user:inbox@example.com')).toEqual([
      { action: 'role.grant', actor_email: 'cli:ops' },
    ]);
    const listed = await sendRoleRequest(inbox, { action: 'list', by: 'ops' }, 10_000);
    expect(listed).toMatchObject({
      ok: true,
      admins: expect.arrayContaining(['inbox@example.com']),
    });
    expect(readdirSync(inbox)).toEqual([]);
  });

  it('answers a file it did not expect with an error, and applies nothing', async () => {
    writeFileSync(
      join(inbox, '00000000-0000-4000-8000-000000000000.request.json'),
      JSON.stringify({ action: 'add', email: 'x@example.com', by: 'a b c' }),
    );
    expect(await processRoleInbox(t.database.db, inbox)).toBe(1);
    expect(await accounts('x@example.com')).toEqual([]);
    expect(readdirSync(inbox)).toEqual(['00000000-0000-4000-8000-000000000000.answer.json']);
    rmSync(join(inbox, '00000000-0000-4000-8000-000000000000.answer.json'));
  });

  it('the command finds the running store by its lock and prints what the store did', async () => {
    const pgliteDir = join(dataDir, 'pglite');
    // This test process stands for the store: it holds the directory and watches the inbox.
    const unlock = await lockDataDir(pgliteDir, 'store');
    try {
      expect(dataDirHolder(pgliteDir)).toEqual({ pid: process.pid, holder: 'store' });
      const added = await admin('add', 'Owner@Example.com');
      expect(added.stderr).toBe('');
      expect(added.stdout).toContain('owner@example.com is now an admin');
      expect(await accounts('owner@example.com')).toEqual([{ role: 'admin', is_guest: false }]);
      const listed = await admin('list');
      expect(listed.stdout).toContain('owner@example.com');
      const removed = await admin('remove', 'owner@example.com');
      expect(removed.stdout).toContain('owner@example.com is no longer an admin');
    } finally {
      unlock();
    }
  }, 60_000);

  it('refuses a wrong command line with the usage', async () => {
    const wrong = (await admin('grant', 'x@example.com')) as { stderr: string; code: number };
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run admin -- add <email> | remove <email> | list');
    const notEmail = (await admin('add', 'nobody')) as { stderr: string };
    expect(notEmail.stderr).toContain('"nobody" is not an e-mail address.');
  }, 30_000);
});

describe('the embedded database is opened by one process at a time', () => {
  const dir = join(dataDir, 'locked');

  it('refuses a second holder while the first lives, naming it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, holder: 'store' }));
      await expect(lockDataDir(dir, 'admin-cli')).rejects.toThrow(DataDirInUse);
      await expect(lockDataDir(dir, 'admin-cli')).rejects.toThrow(
        `open in process ${other.pid} (the store)`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process died, or that a previous life of this pid left', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: gone.pid, holder: 'store' }));
    const unlock = await lockDataDir(dir, 'store');
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.pid, holder: 'store' }));
    (await lockDataDir(dir, 'store'))();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
