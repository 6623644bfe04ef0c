import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { assertChromiumInstalled } from './support/chromium';
import { findFreePort } from './support/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production web server under test, e.g. http://localhost:41234. */
    webBaseUrl: string;
    /** `next start` behind the front server, on its private loopback port. */
    webUpstreamUrl: string;
    /** The API itself, for what only a developer on this machine calls (the eSIM simulator). */
    apiBaseUrl: string;
  }
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The part of scripts/servers.mjs used here (a plain .mjs file, so it has no types of its own). */
interface ServersModule {
  startServers(options: {
    webPort: number;
    apiPort: number;
    dataDir: string;
    stdio?: 'ignore' | 'inherit';
    /** More environment for both servers. */
    env?: Record<string, string>;
  }): Promise<{
    webUrl: string;
    nextUrl: string;
    apiUrl: string;
    stop: () => Promise<unknown>;
  }>;
}

/**
 * Browser tests run against the production build: build what changed (scripts/build.mjs skips
 * up-to-date targets), then start the API on an empty database in a fresh temp dir (it migrates
 * and seeds) and `next start` pointed at it behind the web origin's front server
 * (scripts/web-front.mjs), as `npm start` does, on free ports.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();

  const build = spawnSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`scripts/build.mjs failed (exit ${build.status})`);

  const dataDir = await mkdtemp(join(tmpdir(), 'tern-e2e-'));
  const serversUrl = pathToFileURL(join(repoRoot, 'scripts/servers.mjs')).href;
  const { startServers } = (await import(serversUrl)) as ServersModule;
  const servers = await startServers({
    webPort: await findFreePort(),
    apiPort: await findFreePort(),
    dataDir,
    // Server logs would bury the test report; set E2E_SERVER_LOGS=1 to see them.
    stdio: process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore',
    // The eSIM usage job sweeps every second, so a simulated eSIM's figures show within one.
    env: { USAGE_POLL_SECONDS: '1' },
  });

  project.provide('webBaseUrl', servers.webUrl);
  project.provide('webUpstreamUrl', servers.nextUrl);
  project.provide('apiBaseUrl', servers.apiUrl);

  return async () => {
    await servers.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
