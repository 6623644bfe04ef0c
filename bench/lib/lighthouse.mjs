// One Lighthouse performance run in Debian's Chromium with Lighthouse's default mobile profile.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// Lighthouse wants the new headless mode by name; the other flags are the shared ones.
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

/**
 * One run's figures, measured by a Node process of its own (this file run as a program): a
 * benchmark that kept every run's Lighthouse in one process measured both the floor and Tern
 * with 1.5–2× the TBT, and far noisier, than runs in fresh processes, the driver's growing heap
 * and its collection competing with the page for one of the machine's two cores.
 * A run Lighthouse could not finish (a runtime error such as NO_FCP: no score, no metrics) is
 * tried again, up to twice, instead of entering the medians as a score of 0 with empty metrics.
 */
export async function runLighthouse(url, attemptsLeft = 3) {
  const metrics = await runInChild(url);
  if (metrics.error === undefined || attemptsLeft <= 1) return metrics;
  console.warn(`[bench] Lighthouse failed on ${url} (${metrics.error}); running it again`);
  return runLighthouse(url, attemptsLeft - 1);
}

function runInChild(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        resolve({ error: `LIGHTHOUSE_EXIT_${code}` });
      }
    });
  });
}

/** One Lighthouse performance run in a fresh Chromium: the whole report (lhr). */
export async function lighthouseReport(url) {
  return (await lighthouseRun(url)).lhr;
}

/** One Lighthouse performance run in a fresh Chromium: the report and what it gathered (the trace). */
export async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return { lhr: result.lhr, artifacts: result.artifacts };
  } finally {
    await chrome.kill();
  }
}

async function runOnce(url) {
  const lhr = await lighthouseReport(url);
  const audits = lhr.audits;
  const score = lhr.categories.performance.score;
  if (lhr.runtimeError || score === null) {
    return { error: lhr.runtimeError?.code ?? 'NO_SCORE' };
  }
  return {
    performance: Math.round(score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    ...layoutShiftSources(audits),
  };
}

/** For a run that shifted: which elements moved, and by how much, so a rare shift can be found. */
function layoutShiftSources(audits) {
  const shifts = audits['layout-shifts']?.details?.items ?? [];
  if (shifts.length === 0) return {};
  return {
    layoutShifts: shifts.map((shift) => ({
      score: Math.round(shift.score * 1000) / 1000,
      element: shift.node?.selector ?? '?',
      causes: (shift.subItems?.items ?? []).map((cause) => cause.extra?.value ?? cause.cause),
    })),
  };
}

// As a program (what runLighthouse starts): node bench/lib/lighthouse.mjs <url> prints one line
// of JSON, the run's figures.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const metrics = await runOnce(process.argv[2]).catch((error) => ({
    error: String(error?.code ?? error?.message ?? error),
  }));
  process.stdout.write(`${JSON.stringify(metrics)}\n`);
}
