// `npm run bench:web`: production build, then Lighthouse 12 (mobile profile, simulated throttling,
// median of 3 runs) on /, /esim-list and /france-mobile-esim-plans, and the JavaScript the home
// page loads (sum of the gzip sizes of the scripts Chromium fetches).
// Targets (issue 3): performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05, TBT ≤ 50 ms; home JS ≤ 160 kB gzip.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, repoRoot } from '../scripts/build.mjs';
import { startServers } from '../scripts/servers.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { measureHomeScripts } from './lib/page-weight.mjs';

const PAGES = ['/', '/esim-list', '/france-mobile-esim-plans'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.05, tbtMs: 50, homeJsKb: 160 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'tern-bench-web-'));
await ensureBuilt();
const servers = await startServers({
  webPort: 3600,
  apiPort: 4600,
  dataDir,
  env: { LOG_LEVEL: 'warn' },
});
const pages = [];
let homeScripts;
try {
  for (const path of PAGES) await fetch(`${servers.webUrl}${path}`); // warm caches and ISR
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${servers.webUrl}${path}`));
    const summary = {
      path,
      performance: median(runs.map((r) => r.performance)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      cls: median(runs.map((r) => r.cls)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      runs,
    };
    pages.push(summary);
    console.log(
      `${path}: performance ${summary.performance}, LCP ${summary.lcpMs} ms, CLS ${summary.cls}, TBT ${summary.tbtMs} ms`,
    );
  }
  homeScripts = await measureHomeScripts(`${servers.webUrl}/`);
  console.log(
    `home JavaScript: ${homeScripts.totalGzipKb} kB gzip in ${homeScripts.scripts.length} scripts`,
  );
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const verdicts = {
  pages: pages.map((p) => ({
    path: p.path,
    performance: p.performance >= TARGETS.performance,
    lcp: p.lcpMs <= TARGETS.lcpMs,
    cls: p.cls <= TARGETS.cls,
    tbt: p.tbtMs <= TARGETS.tbtMs,
  })),
  homeJs: homeScripts.totalGzipKb <= TARGETS.homeJsKb,
};
console.table(pages.map(({ runs: _runs, ...p }) => p));
console.log('targets met:', JSON.stringify(verdicts));

const report = {
  date: new Date().toISOString(),
  lighthouse: '12.8.2',
  profile: 'mobile (simulated throttling)',
  runs: RUNS,
  targets: TARGETS,
  pages,
  homeScripts,
  verdicts,
};
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/results/web.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('saved bench/results/web.json');
