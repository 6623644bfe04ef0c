// Builds the API bundle and the web app when their sources changed since the last build.
// `node scripts/build.mjs --force` rebuilds regardless. Used by `npm start` and the e2e setup.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.mjs';
import { startServers } from './servers.mjs';

export { repoRoot };

const SHARED_INPUTS = [
  'packages/contracts/src',
  'packages/domain/src',
  'package-lock.json',
  'tsconfig.base.json',
];
const TARGETS = {
  api: {
    inputs: [...SHARED_INPUTS, 'apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json'],
    stamp: 'apps/api/dist/.build-stamp',
    command: ['npm', ['run', 'build', '-w', '@tern/api']],
  },
  web: {
    inputs: [
      ...SHARED_INPUTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/messages',
      'apps/web/scripts',
      'apps/web/next.config.ts',
      'apps/web/postcss.config.mjs',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
    ],
    stamp: 'apps/web/.next/.build-stamp',
    command: ['npm', ['run', 'build', '-w', '@tern/web']],
    // Pages are prerendered from catalogue data, as a deployment builds against its live API.
    needsApi: true,
  },
};

/** Generated files that live among the inputs but must not trigger a rebuild. */
const IGNORED = [
  /^apps\/web\/public\/(flags|fonts)\//,
  /(^|\/)node_modules\//,
  /(^|\/)\.DS_Store$/,
];

function listFiles(path) {
  const absolute = join(repoRoot, path);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [path];
  return readdirSync(absolute, { recursive: true })
    .map((entry) => relative(repoRoot, join(absolute, String(entry))))
    .filter((file) => statSync(join(repoRoot, file)).isFile());
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap(listFiles).filter((f) => !IGNORED.some((re) => re.test(f)));
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(repoRoot, file)));
  return hash.digest('hex');
}

export async function ensureBuilt(options = {}) {
  const release = await acquireBuildLock();
  try {
    await buildTargets(options);
  } finally {
    release();
  }
}

async function buildTargets({
  force = false,
  only = Object.keys(TARGETS),
  log = console.log,
} = {}) {
  for (const [name, target] of Object.entries(TARGETS)) {
    if (!only.includes(name)) continue;
    const stampPath = join(repoRoot, target.stamp);
    const wanted = fingerprint(target.inputs);
    if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === wanted) continue;
    log(`Building ${name}…`);
    const api = target.needsApi ? await startBuildApi() : undefined;
    try {
      const [cmd, args] = target.command;
      const env = api ? { ...process.env, API_INTERNAL_URL: api.apiUrl } : process.env;
      const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env });
      if (result.status !== 0) throw new Error(`${name} build failed (exit ${result.status})`);
    } finally {
      await api?.stop();
    }
    writeFileSync(stampPath, wanted);
  }
}

const LOCK_DIR = join(repoRoot, '.build-lock');
const LOCK_STALE_MS = 15 * 60 * 1000;

/**
 * Two builds in one checkout (npm start while tests run) would overwrite each other's output:
 * the second waits. mkdir is atomic; a lock older than any build is taken over.
 */
async function acquireBuildLock() {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      return () => rmSync(LOCK_DIR, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(LOCK_DIR).mtimeMs > LOCK_STALE_MS)
        rmSync(LOCK_DIR, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** The just-built API on a throwaway database, for the web build to prerender pages from. */
async function startBuildApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tern-build-'));
  const servers = await startServers({
    apiPort: await freePort(),
    dataDir,
    web: false,
    env: { LOG_LEVEL: 'warn' },
  });
  return {
    apiUrl: servers.apiUrl,
    async stop() {
      await servers.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await ensureBuilt({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
