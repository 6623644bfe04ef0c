// Starts the built API and web servers as child processes and waits until both answer.
// Shared by `npm start`, the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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
}) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
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
    },
  });
  const children = [api];
  const stop = () => Promise.all(children.map(stopChild));
  try {
    // First start seeds the catalogue; give it time on a slow machine.
    await waitFor(`${apiUrl}/v1/health/ready`, { timeoutMs: 120_000, child: api, name: 'API' });
    let webUrl;
    if (web) {
      webUrl = `http://localhost:${webPort}`;
      // Bound by name, not as 127.0.0.1: Next ≥ 16.2.6 turns the locale rewrite into a redirect
      // loop when started with a literal loopback address (vercel/next.js#94342).
      const nextBin = require.resolve('next/dist/bin/next', {
        paths: [join(repoRoot, 'apps/web')],
      });
      const webServer = spawn(
        process.execPath,
        [nextBin, 'start', '-p', String(webPort), '-H', 'localhost'],
        {
          cwd: join(repoRoot, 'apps/web'),
          stdio,
          env: { ...process.env, NODE_ENV: 'production', API_INTERNAL_URL: apiUrl, ...env },
        },
      );
      children.push(webServer);
      await waitFor(`${webUrl}/`, {
        timeoutMs: 60_000,
        child: webServer,
        name: 'web',
      });
    }
    const exited = Promise.race(children.map((child) => new Promise((r) => child.once('exit', r))));
    return { apiUrl, webUrl, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}
