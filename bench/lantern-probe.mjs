// `node bench/lantern-probe.mjs <url> [fcp|lcp|both]`: one Lighthouse run (mobile, simulated slow
// 4G), then the simulation behind its FCP and LCP: for the optimistic and the pessimistic graph,
// every request and every main-thread task Lighthouse decided the paint waited for, with its
// simulated start and end. A figure that is late shows here what made it late (a request that
// finished before the observed paint, a script that ran before it, a big document's round trips).
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lighthouseRun } from './lib/lighthouse.mjs';

const [url, which = 'both'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/lantern-probe.mjs <url> [fcp|lcp|both]');
  process.exit(2);
}

const { lhr, artifacts } = await lighthouseRun(url);
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: lhr.configSettings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};
const context = { computedCache: new Map(), settings: lhr.configSettings };
const observed = lhr.audits.metrics.details.items[0];
console.log(
  `observed first contentful paint ${observed.observedFirstContentfulPaint} ms, largest ${observed.observedLargestContentfulPaint} ms`,
);

/** One simulated graph: its estimate and its nodes, in simulated start order. */
function printEstimate(label, estimate) {
  console.log(`  ${label}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType ?? 'Other'} ${node.request.priority} ${node.request.transferSize} B ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
        : `task ${Math.round(node.duration / 1000)} ms observed${node.didPerformLayout() ? ', layout' : ''}${node.getEvaluateScriptURLs().size ? `, runs ${[...node.getEvaluateScriptURLs()].map((u) => u.split('/').pop()).join(' ')}` : ''}`;
    console.log(
      `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${what}`,
    );
  }
}

for (const [name, metric] of [
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
]) {
  if (which !== 'both' && which !== name.toLowerCase()) continue;
  const result = await metric.request(data, context);
  console.log(`${name} ${Math.round(result.timing)} ms`);
  printEstimate('optimistic', result.optimisticEstimate);
  printEstimate('pessimistic', result.pessimisticEstimate);
}
