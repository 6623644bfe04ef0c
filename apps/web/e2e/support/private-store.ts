import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findFreePort } from './free-port';
import { startLegacyBlankingProxy } from './legacy-blanking-proxy';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
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

export interface PrivateStoreOptions {
  /** The API's environment on top of the usual (JOBS_ENABLED, ESIM_PROVIDER_URL…). */
  apiEnv?: Record<string, string>;
  /** The web reads the API through a proxy that blanks every order's legacy fields. */
  blankLegacyOrderFields?: boolean;
}

/**
 * A store of a test file's own (API on a fresh database, `next start` on the production build),
 * for states the shared store cannot show: an API started with other settings, restarted with
 * new ones (same database and port) by `restartApi`, or read through the legacy-blanking proxy.
 */
export async function startPrivateStore({
  apiEnv = {},
  blankLegacyOrderFields = false,
}: PrivateStoreOptions = {}) {
  const { startServers } = (await import(
    pathToFileURL(join(repoRoot, 'scripts/servers.mjs')).href
  )) as { startServers: StartServers };
  const stdio = process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore';
  const dataDir = await mkdtemp(join(tmpdir(), 'tern-e2e-private-'));
  const [apiPort, webPort] = [await findFreePort(), await findFreePort()];
  const startApi = (env: Record<string, string>) =>
    startServers({ webPort, apiPort, dataDir, web: false, env, stdio });

  let api = await startApi(apiEnv);
  const proxy = blankLegacyOrderFields ? await startLegacyBlankingProxy(() => api.apiUrl) : null;
  const nextBin = createRequire(join(webRoot, 'package.json')).resolve('next/dist/bin/next');
  const web = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(webPort), '-H', 'localhost'],
    {
      cwd: webRoot,
      stdio,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        API_INTERNAL_URL: proxy?.url ?? api.apiUrl,
      },
    },
  );
  const webUrl = `http://localhost:${webPort}`;
  const stopWeb = () =>
    new Promise<void>((resolve) => {
      if (web.exitCode !== null) return resolve();
      web.once('exit', () => resolve());
      web.kill('SIGTERM');
    });
  const stop = async () => {
    await Promise.all([stopWeb(), api.stop(), proxy?.close()]);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${webUrl}/esim-list`, web);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    webUrl,
    async restartApi(env: Record<string, string>) {
      await api.stop();
      api = await startApi(env);
    },
    stop,
  };
}

/**
 * A private store whose API starts with its job runner off, so a paid order stays "paid" with no
 * eSIM: the page's preparing state, for as long as a test needs it. Then `startDelivering()`
 * restarts the API with jobs on, and the queued provisioning job delivers the eSIM, as after a
 * real outage.
 */
export async function startStuckStore() {
  const store = await startPrivateStore({ apiEnv: { JOBS_ENABLED: 'false' } });
  return {
    webUrl: store.webUrl,
    startDelivering: () => store.restartApi({ JOBS_ENABLED: 'true' }),
    stop: store.stop,
  };
}
