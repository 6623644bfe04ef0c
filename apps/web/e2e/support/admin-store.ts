import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { findFreePort } from './free-port';

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

/** The sign-in code last sent to `email`, read from /dev/mailbox as a local developer does. */
async function signInCode(context: BrowserContext, base: string, email: string): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`${base}/dev/mailbox`);
    const subject = await mailbox
      .getByRole('listitem')
      .filter({ hasText: email })
      .first()
      .textContent();
    const code = subject?.match(/(\d{6}) is your Tern sign-in code/)?.[1];
    if (!code) throw new Error(`no sign-in e-mail for ${email} in the mailbox`);
    return code;
  } finally {
    await mailbox.close();
  }
}

/** Signs in on /sign-in with the e-mailed code and lands on `next`. */
export async function signInWithCode(page: Page, base: string, email: string, next: string) {
  await page.goto(`${base}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor();
  await page.getByLabel('6-digit code').fill(await signInCode(page.context(), base, email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${base}${next}`);
}
