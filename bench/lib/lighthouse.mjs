// One Lighthouse performance run in Debian's Chromium with Lighthouse's default mobile profile.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// Lighthouse wants the new headless mode by name; the other flags are the shared ones.
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

/**
 * A run Lighthouse could not finish (a runtime error such as NO_FCP: no score, no metrics) is
 * tried again, up to twice, instead of entering the medians as a score of 0 with empty metrics.
 */
export async function runLighthouse(url, attemptsLeft = 3) {
  const metrics = await runOnce(url);
  if (metrics.error === undefined || attemptsLeft <= 1) return metrics;
  console.warn(`[bench] Lighthouse failed on ${url} (${metrics.error}); running it again`);
  return runLighthouse(url, attemptsLeft - 1);
}

/** One Lighthouse performance run in a fresh Chromium: the whole report (lhr). */
export async function lighthouseReport(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return result.lhr;
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
  };
}
