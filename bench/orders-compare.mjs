// `node bench/orders.mjs --baseline <commit> [--rounds 3] [--keep-baseline]`: create-order and
// payment throughput of that commit's API against this checkout's, measured interleaved in one
// run (old, new / new, old alternating, so neither side is always the one on the quieter machine),
// on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, PostgreSQL.
// The baseline is built in a temporary git worktree whose node_modules are hard links of ours.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, repoRoot } from '../scripts/build.mjs';
import { createScratchDatabase } from '../scripts/scratch-postgres.mjs';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** Every node_modules of the workspace (root, apps/*, packages/*, bench). */
function nodeModulesDirs(root) {
  const dirs = ['node_modules'];
  for (const group of ['apps', 'packages'])
    for (const name of existsSync(join(root, group)) ? readdirSync(join(root, group)) : [])
      dirs.push(join(group, name, 'node_modules'));
  dirs.push('bench/node_modules');
  return dirs.filter((dir) => existsSync(join(root, dir)));
}

/** The baseline commit checked out and its API built, reused between runs of the same commit. */
export function prepareBaseline(commit) {
  const sha = git('rev-parse', `${commit}^{commit}`);
  const dir = join(tmpdir(), `tern-orders-baseline-${sha.slice(0, 12)}`);
  if (!existsSync(dir)) {
    git('worktree', 'add', '--detach', dir, sha);
    for (const modules of nodeModulesDirs(repoRoot))
      if (!existsSync(join(dir, modules)))
        execFileSync('cp', ['-al', join(repoRoot, modules), join(dir, modules)]);
  }
  const build = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "(await import('./scripts/build.mjs')).ensureBuilt({ only: ['api'] })",
    ],
    { cwd: dir, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`baseline ${commit} build failed`);
  return { sha, dir };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round2 = (n) => Math.round(n * 100) / 100;

function summarise(runs) {
  const metrics = {
    'createOrder requestsPerSecond': (r) => r.createOrder.requestsPerSecond,
    'createOrder p95Ms': (r) => r.createOrder.p95Ms,
    'payment requestsPerSecond': (r) => r.payment.requestsPerSecond,
    'payment p95Ms': (r) => r.payment.p95Ms,
    'delivery p95Ms': (r) => r.delivery.p95Ms,
  };
  const summary = {};
  for (const [name, pick] of Object.entries(metrics)) {
    const side = (label) => {
      const values = runs.filter((r) => r.side === label).map(pick);
      return { median: median(values), min: Math.min(...values), max: Math.max(...values), values };
    };
    const old = side('old');
    const now = side('new');
    summary[name] = { old, new: now, newOverOld: round2(now.median / old.median) };
  }
  return summary;
}

/** `measure` is bench/orders.mjs's one run against a fresh database (passed in: it is the main module). */
function save({ old, head, dirty, rounds, results }) {
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  const file = 'bench/results/orders-compare.json';
  writeFileSync(
    join(repoRoot, file),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        old,
        new: `${head}${dirty ? ' (with uncommitted changes)' : ''}`,
        rounds,
        durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`saved ${file}`);
}

export async function compare({ baseline, rounds, keepBaseline, measure }) {
  await ensureBuilt({ only: ['api'] });
  const old = prepareBaseline(baseline);
  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain') !== '';
  const sides = {
    old: (await import(pathToFileURL(join(old.dir, 'scripts/servers.mjs')).href)).startServers,
    new: undefined,
  };
  const databases = [['pglite', null]];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) databases.push(['postgres', serverUrl]);
  else console.log('(no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL not measured)');

  const results = {};
  try {
    for (const [database, url] of databases) {
      const runs = [];
      for (let round = 1; round <= rounds; round += 1) {
        // Odd rounds old first, even rounds new first.
        for (const side of round % 2 ? ['old', 'new'] : ['new', 'old']) {
          const scratch = url ? await createScratchDatabase(url, 'tern_bench') : undefined;
          try {
            const env = scratch ? { DATABASE_URL: scratch.url } : {};
            const result = await measure(`${database} ${side} r${round}`, env, sides[side]);
            runs.push({
              round,
              side,
              loadAverage: loadavg()[0],
              ...result,
            });
          } finally {
            await scratch?.drop();
          }
        }
      }
      const summary = summarise(runs);
      for (const [name, m] of Object.entries(summary))
        console.log(
          `${database} ${name}: old ${m.old.median} [${m.old.min}–${m.old.max}], new ${m.new.median} [${m.new.min}–${m.new.max}], new/old ${m.newOverOld}`,
        );
      results[database] = { summary, runs };
      // Saved after each database, so a run stopped during PostgreSQL keeps the PGlite figures.
      save({ old: old.sha, head, dirty, rounds, results });
    }
  } finally {
    if (!keepBaseline) removeBaseline(old);
  }
}

export const removeBaseline = (baseline) => git('worktree', 'remove', '--force', baseline.dir);
