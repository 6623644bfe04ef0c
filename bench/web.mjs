// `npm run bench:web [-- --runs 3]`: Lighthouse 12 (mobile profile, simulated slow 4G) on every
// page in bench/pages.mjs, interleaved with the floor (a bare Next page from the project's own
// Next and React, bench/floor): floor, page, floor, page… so a noisy moment hits both sides.
// Prints each page's median and spread, its ratio to the floor's runs beside it, and the
// JavaScript (gzip) every page makes Chromium fetch. Saves bench/results/web.json.
// `-- --compare-csp` also measures every page through a second front server without the
// Content-Security-Policy (and its nonces), interleaved; saves bench/results/web-csp.json instead.
// `-- --compare-paint-first` does the same with a second front server that leaves Next's scripts
// in the head (scripts/paint-first.mjs off); saves bench/results/web-paint-first.json.
// `-- --compare-coop` does the same with a second front server that sends
// Cross-Origin-Opener-Policy on every page, public ones included (as before issue 10); saves
// bench/results/web-coop.json.
// `-- --compare-no-scripts` measures every page also with every script removed from its HTML
// (bench/lib/scriptless-proxy.mjs): what the HTML, CSS and font cost without any JavaScript;
// saves bench/results/web-no-scripts.json.
// Targets (issue 10): performance ≥ 95 and ≥ floor − 3; LCP ≤ 1.8 × floor; TBT ≤ floor + 100 ms;
// CLS ≤ 0.02; home JavaScript ≤ floor + 20 kB gzip.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, repoRoot } from '../scripts/build.mjs';
import { startServers } from '../scripts/servers.mjs';
import { createWebFront } from '../scripts/web-front.mjs';
import { ensureFloorBuilt, startFloor } from './lib/floor.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { measurePageScripts } from './lib/page-weight.mjs';
import { untilQuiet } from './lib/quiet.mjs';
import { startScriptlessProxy } from './lib/scriptless-proxy.mjs';
import { BENCH_PAGES } from './pages.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    pages: { type: 'string' },
    // Measures each page also through a second front server without the Content-Security-Policy
    // (the nonce is then not added either), interleaved with the first: what the policy costs.
    'compare-csp': { type: 'boolean' },
    // Measures each page also through a second front server that loads the scripts with the HTML
    // rather than after the first paint, interleaved: what paint-first buys.
    'compare-paint-first': { type: 'boolean' },
    // Measures each page also through a second front server that sends COOP on every page.
    'compare-coop': { type: 'boolean' },
    // Measures each page also with every script stripped from its HTML, interleaved.
    'compare-no-scripts': { type: 'boolean' },
    // Ports from here (web, +1 the second front server, +90 the floor, +1000 the API), so two
    // benches on one machine do not collide.
    'port-base': { type: 'string' },
    // File name under bench/results (default web.json, or the comparison's own file).
    out: { type: 'string' },
  },
});
const PORT_BASE = Number(args['port-base'] ?? 3600);
const RUNS = Number(args.runs ?? process.env.BENCH_RUNS ?? 5);
const PAGES = args.pages ? args.pages.split(',') : BENCH_PAGES;
const METRICS = ['performance', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[mid]
    : Math.round(((sorted[mid - 1] + sorted[mid]) / 2) * 1000) / 1000;
};
function summarise(runs) {
  const summary = {};
  // Runs Lighthouse failed even after its retries stay in `runs` (with their error) but out of
  // the figures.
  const measured = runs.filter((r) => r.error === undefined);
  for (const m of METRICS) {
    const values = measured.map((r) => r[m]);
    summary[m] = { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  }
  return summary;
}

/**
 * Each Lighthouse run starts when the machine is quiet: what is measured is the browser's work,
 * not a server revalidating a page or the last browser shutting down on one of the two cores.
 */
async function measure(url) {
  await untilQuiet();
  return runLighthouse(url);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tern-bench-web-'));
await ensureBuilt();
ensureFloorBuilt();
const servers = await startServers({
  webPort: PORT_BASE,
  apiPort: PORT_BASE + 1000,
  dataDir,
  env: { LOG_LEVEL: 'warn' },
});
const floor = await startFloor(PORT_BASE + 90);
/** A second front server over the same Next, differing in one option, measured beside the first. */
const COMPARISONS = {
  'compare-csp': { key: 'withoutCsp', label: 'without CSP', options: { csp: false } },
  'compare-paint-first': {
    key: 'scriptsWithHtml',
    label: 'scripts with the HTML',
    options: { scriptsAfterPaint: false },
  },
  'compare-coop': {
    key: 'coopOnEveryPage',
    label: 'COOP on every page',
    options: { isolateEveryPage: true },
  },
  'compare-no-scripts': {
    key: 'withoutScripts',
    label: 'every script removed',
    start: (port) => startScriptlessProxy(servers.webUrl, port),
  },
};
const comparisonFlag = Object.keys(COMPARISONS).find((flag) => args[flag]);
const comparison = comparisonFlag ? COMPARISONS[comparisonFlag] : undefined;
let secondFront;
if (comparison?.start) {
  secondFront = await comparison.start(PORT_BASE + 1);
} else if (comparison) {
  const next = new URL(servers.nextUrl);
  secondFront = createWebFront({
    upstream: { host: next.hostname, port: Number(next.port) },
    publicUrl: servers.webUrl,
    ...comparison.options,
  });
  await new Promise((resolve) => secondFront.listen(PORT_BASE + 1, 'localhost', resolve));
}
const secondFrontUrl = `http://localhost:${PORT_BASE + 1}`;
const pages = [];
let floorScripts;
try {
  for (const path of PAGES) await fetch(`${servers.webUrl}${path}`); // warm caches and ISR
  floorScripts = await measurePageScripts(`${floor.url}/`);
  for (const path of PAGES) {
    const floorRuns = [];
    const runs = [];
    const secondRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      floorRuns.push(await measure(`${floor.url}/`));
      // Which of the two goes first alternates, so neither always follows the floor.
      const second = () => measure(`${secondFrontUrl}${path}`);
      if (secondFront && i % 2 === 1) secondRuns.push(await second());
      runs.push(await measure(`${servers.webUrl}${path}`));
      if (secondFront && i % 2 === 0) secondRuns.push(await second());
    }
    const page = summarise(runs);
    const besideFloor = summarise(floorRuns);
    const scripts = await measurePageScripts(`${servers.webUrl}${path}`);
    const result = {
      path,
      ...page,
      floor: besideFloor,
      ratioToFloor: {
        performance:
          Math.round((page.performance.median - besideFloor.performance.median) * 10) / 10,
        lcp: Math.round((page.lcpMs.median / besideFloor.lcpMs.median) * 100) / 100,
        tbtMsOver: page.tbtMs.median - besideFloor.tbtMs.median,
      },
      jsGzipKb: scripts.totalGzipKb,
      jsOverFloorKb: Math.round((scripts.totalGzipKb - floorScripts.totalGzipKb) * 10) / 10,
      runs,
      floorRuns,
      ...(comparison ? { [comparison.key]: { ...summarise(secondRuns), runs: secondRuns } } : {}),
    };
    result.verdict = {
      performance: page.performance.median >= 95 && result.ratioToFloor.performance >= -3,
      lcp: result.ratioToFloor.lcp <= 1.8,
      tbt: result.ratioToFloor.tbtMsOver <= 100,
      cls: page.cls.median <= 0.02,
      ...(path === '/' ? { homeJs: result.jsOverFloorKb <= 20 } : {}),
    };
    pages.push(result);
    console.log(
      `${path}: score ${page.performance.median} (floor ${besideFloor.performance.median}), ` +
        `LCP ${page.lcpMs.median} ms (×${result.ratioToFloor.lcp}), ` +
        `TBT ${page.tbtMs.median} ms (floor ${besideFloor.tbtMs.median}), CLS ${page.cls.median}, ` +
        `JS ${scripts.totalGzipKb} kB gzip`,
    );
    if (comparison) {
      const n = result[comparison.key];
      console.log(
        `${path} ${comparison.label}: score ${n.performance.median} (${n.performance.min}–${n.performance.max}), ` +
          `LCP ${n.lcpMs.median} ms (${n.lcpMs.min}–${n.lcpMs.max}), TBT ${n.tbtMs.median} ms, FCP ${n.fcpMs.median} ms; ` +
          `as served: LCP ${page.lcpMs.median} ms (${page.lcpMs.min}–${page.lcpMs.max}), FCP ${page.fcpMs.median} ms`,
      );
    }
  }
} finally {
  secondFront?.close();
  await floor.stop();
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const spread = (m) => `${m.median} (${m.min}–${m.max})`;
console.table([
  {
    page: 'floor (bare Next)',
    score: '',
    'LCP ms': '',
    'TBT ms': '',
    CLS: '',
    'JS kB gz': floorScripts.totalGzipKb,
  },
  ...pages.map((p) => ({
    page: p.path,
    score: `${spread(p.performance)} floor ${p.floor.performance.median}`,
    'LCP ms': `${spread(p.lcpMs)} ×${p.ratioToFloor.lcp}`,
    'TBT ms': `${spread(p.tbtMs)} floor ${p.floor.tbtMs.median}`,
    CLS: spread(p.cls),
    'JS kB gz': `${p.jsGzipKb} (+${p.jsOverFloorKb})`,
  })),
]);
console.log('targets met:', JSON.stringify(pages.map((p) => ({ path: p.path, ...p.verdict }))));

const report = {
  date: new Date().toISOString(),
  lighthouse: '12.8.2',
  profile: 'mobile (simulated throttling)',
  runs: RUNS,
  interleaved: 'floor, page, floor, page… per page; ratios use the floor runs beside that page',
  floorScripts,
  pages,
};
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const COMPARISON_FILES = {
  'compare-csp': 'web-csp.json',
  'compare-paint-first': 'web-paint-first.json',
  'compare-coop': 'web-coop.json',
  'compare-no-scripts': 'web-no-scripts.json',
};
const file = args.out ?? COMPARISON_FILES[comparisonFlag] ?? 'web.json';
writeFileSync(join(repoRoot, 'bench/results', file), `${JSON.stringify(report, null, 2)}\n`);
console.log(`saved bench/results/${file}`);
