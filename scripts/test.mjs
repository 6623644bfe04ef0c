// `npm test`: every check, in order — types, lint, unit, API integration (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), browser end-to-end — then one summary line. Exits non-zero
// if anything failed; later stages still run so one report shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './build.mjs';

const reportDir = mkdtempSync(join(tmpdir(), 'tern-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, projects) {
  const report = join(reportDir, `${label}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) failures.push(`${label} (ran no test)`);
  } catch {
    if (ok) failures.push(`${label} (no report)`);
    totals.failed += 1;
  }
}

run('types', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npx', ['biome', 'check', '.']);
vitest('unit', ['unit']);
// TEST_REDIS_URL (exported by .ci/run when Redis answers) reaches the suites through process.env.
vitest('api on PGlite', ['api']);
if (!process.env.TEST_REDIS_URL) {
  console.log('\n(TEST_REDIS_URL not set: the shared Redis rate-limit test was skipped)');
}
if (process.env.TEST_DATABASE_URL) vitest('api on PostgreSQL', ['api-postgres']);
else console.log('\n(TEST_DATABASE_URL not set: the API suites ran on PGlite only)');
vitest('browser e2e', ['e2e']);

rmSync(reportDir, { recursive: true, force: true });
console.log(
  `\n${failures.length ? `Failed stages: ${failures.join(', ')}` : 'All stages passed.'}`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
