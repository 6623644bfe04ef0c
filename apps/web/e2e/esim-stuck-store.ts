import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findFreePort } from './support/free-port';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const webRoot = join(repoRoot, 'apps/web');

interface ApiServer {
  apiUrl: string;
  stop: () => Promise<unknown>;
}
type StartServers = (options: {
  webPort: number;
  apiPort: number;
  dataDir: string;
  web: false;
  env: Record<string, string>;
  stdio: 'ignore' | 'inherit';
}) => Promise<ApiServer>;

async function waitForOk(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`web exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A second, private store whose API starts with its job runner off, so a paid order stays
 * "paid" with no eSIM: the page's preparing state, for as long as a test needs it. Then
 * `startDelivering()` restarts the API with jobs on (same database and port), and the queued
 * provisioning job delivers the eSIM, as after a real outage.
 */
export async function startStuckStore() {
  const { startServers } = (await import(
    pathToFileURL(join(repoRoot, 'scripts/servers.mjs')).href
  )) as { startServers: StartServers };
  const stdio = process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore';
  const dataDir = await mkdtemp(join(tmpdir(), 'tern-e2e-stuck-'));
  const [apiPort, webPort] = [await findFreePort(), await findFreePort()];
  const startApi = (jobs: boolean) =>
    startServers({
      webPort,
      apiPort,
      dataDir,
      web: false,
      env: { JOBS_ENABLED: String(jobs) },
      stdio,
    });

  let api = await startApi(false);
  const nextBin = createRequire(join(webRoot, 'package.json')).resolve('next/dist/bin/next');
  const web = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(webPort), '-H', 'localhost'],
    {
      cwd: webRoot,
      stdio,
      env: { ...process.env, NODE_ENV: 'production', API_INTERNAL_URL: api.apiUrl },
    },
  );
  const webUrl = `http://localhost:${webPort}`;
  const stopWeb = () =>
    new Promise<void>((resolve) => {
      if (web.exitCode !== null) return resolve();
      web.once('exit', () => resolve());
      web.kill('SIGTERM');
    });
  try {
    await waitForOk(`${webUrl}/esim-list`, web);
  } catch (error) {
    await Promise.all([stopWeb(), api.stop()]);
    throw error;
  }

  return {
    webUrl,
    async startDelivering() {
      await api.stop();
      api = await startApi(true);
    },
    async stop() {
      await Promise.all([stopWeb(), api.stop()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
