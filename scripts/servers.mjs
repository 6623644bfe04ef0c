// Starts the built API, `next start` and the web origin's front server (scripts/web-front.mjs)
// as child processes and waits until they answer.
// Shared by `npm start`, the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { withoutNextBanner } from './next-banner.mjs';
import { repoRoot } from './paths.mjs';

const require = createRequire(import.meta.url);

async function waitFor(url, { timeoutMs, child, name }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** A free TCP port on loopback, for Next's private port. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

export async function startServers({
  webPort,
  apiPort,
  dataDir,
  stdio = 'ignore',
  env = {},
  web = true,
  webHost = 'localhost',
  nextPort: nextPortOption,
}) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The web server's proof to the API that its X-Forwarded-For may be believed: any process on
  // this machine shares its loopback address. A configured one wins; else a new one per start.
  const forwardSecret =
    env.FORWARD_SECRET || process.env.FORWARD_SECRET || randomBytes(32).toString('base64url');
  const api = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.mjs')], {
    cwd: repoRoot,
    stdio,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      // Links in e-mails (receipts, sign-in) point at this storefront unless a deployment says otherwise.
      ...(web && !process.env.PUBLIC_WEB_URL
        ? { PUBLIC_WEB_URL: `http://localhost:${webPort}` }
        : {}),
      ...env,
      FORWARD_SECRET: forwardSecret,
    },
  });
  const children = [api];
  let nextUrl;
  const stop = () => Promise.all(children.map(stopChild));
  try {
    // First start seeds the catalogue; give it time on a slow machine.
    await waitFor(`${apiUrl}/v1/health/ready`, { timeoutMs: 120_000, child: api, name: 'API' });
    let webUrl;
    if (web) {
      webUrl = `http://localhost:${webPort}`;
      // Next listens on a private loopback port; the front server (scripts/web-front.mjs) owns the
      // public one. Bound by name, not as 127.0.0.1: Next ≥ 16.2.6 turns the locale rewrite into
      // a redirect loop when started with a literal loopback address (vercel/next.js#94342).
      const nextPort = nextPortOption ?? (await freePort());
      const nextBin = require.resolve('next/dist/bin/next', {
        paths: [join(repoRoot, 'apps/web')],
      });
      const webServer = spawn(
        process.execPath,
        [nextBin, 'start', '-p', String(nextPort), '-H', 'localhost'],
        {
          cwd: join(repoRoot, 'apps/web'),
          // Next's banner names this private port: shown output is passed on without it.
          stdio: stdio === 'inherit' ? ['inherit', 'pipe', 'inherit'] : stdio,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            API_INTERNAL_URL: apiUrl,
            PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL || webUrl,
            ...env,
            FORWARD_SECRET: forwardSecret,
          },
        },
      );
      if (stdio === 'inherit') webServer.stdout?.pipe(withoutNextBanner()).pipe(process.stdout);
      children.push(webServer);
      const front = spawn(process.execPath, [join(repoRoot, 'scripts/web-front.mjs')], {
        cwd: repoRoot,
        stdio,
        env: {
          ...process.env,
          PORT: String(webPort),
          HOST: webHost,
          WEB_UPSTREAM_HOST: 'localhost',
          WEB_UPSTREAM_PORT: String(nextPort),
          PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL || webUrl,
          ...env,
          // Only Next and the API need it; the front server faces the visitors.
          FORWARD_SECRET: undefined,
        },
      });
      children.push(front);
      nextUrl = `http://localhost:${nextPort}`;
      await waitFor(`${nextUrl}/`, { timeoutMs: 60_000, child: webServer, name: 'web' });
      await waitFor(`${webUrl}/`, { timeoutMs: 30_000, child: front, name: 'web front' });
    }
    const exited = Promise.race(children.map((child) => new Promise((r) => child.once('exit', r))));
    return { apiUrl, webUrl, nextUrl, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}
