// The floor bench:web measures Tern against: the bare Next app in bench/floor (one heading, two
// paragraphs), built with the project's own Next and React and served by `next start`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/paths.mjs';

const require = createRequire(import.meta.url);
const floorDir = join(repoRoot, 'bench/floor');
const nextBin = require.resolve('next/dist/bin/next', { paths: [floorDir] });
const stampFile = join(floorDir, '.next/.floor-stamp');

/** Sources and the Next version: the floor is rebuilt when either changes. */
function fingerprint() {
  const hash = createHash('sha256');
  hash.update(readFileSync(require.resolve('next/package.json', { paths: [floorDir] })));
  for (const file of readdirSync(join(floorDir, 'app')).sort())
    hash.update(file).update(readFileSync(join(floorDir, 'app', file)));
  hash.update(readFileSync(join(floorDir, 'next.config.mjs')));
  return hash.digest('hex');
}

export function ensureFloorBuilt() {
  const print = fingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === print) return;
  console.log('Building the floor (bench/floor)…');
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: floorDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('building bench/floor failed');
  writeFileSync(stampFile, print);
}

export async function startFloor(port) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: floorDir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolveStop) => {
            child.once('exit', resolveStop);
            child.kill('SIGTERM');
          }),
  };
}
