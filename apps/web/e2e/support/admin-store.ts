import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { findFreePort } from './free-port';
import { mailedSignInCode } from './mailbox';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

type StartServers = (options: {
  webPort: number;
  apiPort: number;
  dataDir: string;
  env: Record<string, string>;
  stdio: 'ignore' | 'inherit';
}) => Promise<{ webUrl: string; stop: () => Promise<unknown> }>;

/**
 * A whole store of a test file's own, as `npm start` runs it (API, Next and the front server,
 * so /dev/mailbox answers this machine's browser), whose API starts with ADMIN_EMAILS: those
 * addresses are the back office's admins, and sign in with the e-mailed code like anyone.
 */
export async function startAdminStore(adminEmails: readonly string[]) {
  const { startServers } = (await import(
    pathToFileURL(join(repoRoot, 'scripts/servers.mjs')).href
  )) as { startServers: StartServers };
  const dataDir = await mkdtemp(join(tmpdir(), 'tern-e2e-admin-'));
  const servers = await startServers({
    webPort: await findFreePort(),
    apiPort: await findFreePort(),
    dataDir,
    env: { ADMIN_EMAILS: adminEmails.join(',') },
    stdio: process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore',
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    webUrl: servers.webUrl,
    stop: async () => {
      await servers.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in on /sign-in with the e-mailed code and lands on `next`. */
export async function signInWithCode(page: Page, base: string, email: string, next: string) {
  await page.goto(`${base}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor();
  await page.getByLabel('6-digit code').fill(await mailedSignInCode(page.context(), base, email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${base}${next}`);
}
