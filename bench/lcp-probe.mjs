// `node bench/lcp-probe.mjs <url> [runs]`: one Lighthouse run (mobile, simulated slow 4G) per
// line, printing the simulated figures beside what Chromium really observed (first paint and
// largest paint, unthrottled), the LCP element and its render delay. Why a page's simulated LCP
// exceeds its FCP shows here: Lighthouse counts every request that finished, and every script
// that ran, before the observed largest paint as something that paint waited for.
import { lighthouseReport } from './lib/lighthouse.mjs';

const [url, runs = '1'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/lcp-probe.mjs <url> [runs]');
  process.exit(2);
}

for (let run = 0; run < Number(runs); run++) {
  const lhr = await lighthouseReport(url);
  const audits = lhr.audits;
  if (lhr.runtimeError || !audits.metrics?.details) {
    console.log(`run ${run + 1}: Lighthouse failed (${lhr.runtimeError?.code ?? 'no metrics'})`);
    continue;
  }
  const observed = audits.metrics.details.items[0];
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const renderDelay = phases?.items?.find((p) => p.phase === 'Render Delay')?.timing;
  console.log(
    [
      `run ${run + 1}: performance ${Math.round(lhr.categories.performance.score * 100)}`,
      `FCP ${Math.round(audits['first-contentful-paint'].numericValue)} ms`,
      `LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms`,
      `TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`,
      `observed paint ${observed.observedFirstPaint} / largest ${observed.observedLargestContentfulPaint} ms`,
      `render delay ${Math.round(renderDelay ?? 0)} ms`,
      `element ${element?.items?.[0]?.node?.selector ?? '?'}`,
    ].join(' · '),
  );
}
