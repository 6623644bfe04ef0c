// Builds the API bundle and the web app when their sources changed since the last build.
// `node scripts/build.mjs --force` rebuilds regardless. Used by `npm start` and the e2e setup.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

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
  },
};

/** Generated files that live among the inputs but must not trigger a rebuild. */
const IGNORED = [/^apps\/web\/public\/flags\//, /(^|\/)node_modules\//, /(^|\/)\.DS_Store$/];

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

export function ensureBuilt({
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
    const [cmd, args] = target.command;
    const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${name} build failed (exit ${result.status})`);
    writeFileSync(stampPath, wanted);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureBuilt({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
