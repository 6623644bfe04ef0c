// `node bench/tbt-probe.mjs <url> [runs]`: one Lighthouse run (mobile, simulated slow 4G) per run,
// printing TBT and where it comes from: the long tasks Lighthouse counts (start, simulated
// duration, attributed script), the main-thread time by category, the scripts' boot-up time, and
// the observed tasks by kind (bench/lib/main-thread.mjs: scripts by file, parsing, style and
// layout, SVG images), weighed as Lantern weighs them.
import { lighthouseRun } from './lib/lighthouse.mjs';
import { mainThreadByKind } from './lib/main-thread.mjs';

const [url, runs = '1'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/tbt-probe.mjs <url> [runs]');
  process.exit(2);
}
const ms = (value) => `${Math.round(value)} ms`;

for (let run = 0; run < Number(runs); run++) {
  const { lhr, artifacts } = await lighthouseRun(url);
  const audits = lhr.audits;
  if (lhr.runtimeError) {
    console.log(`run ${run + 1}: Lighthouse failed (${lhr.runtimeError.code})`);
    continue;
  }
  console.log(
    `run ${run + 1}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
      `FCP ${ms(audits['first-contentful-paint'].numericValue)}, ` +
      `TBT ${ms(audits['total-blocking-time'].numericValue)}`,
  );
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    console.log(`  long task at ${ms(task.startTime)}: ${ms(task.duration)}  ${task.url}`);
  }
  const breakdown = audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(
    `  main thread: ${breakdown.map((i) => `${i.groupLabel} ${ms(i.duration)}`).join(', ')}`,
  );
  for (const script of audits['bootup-time']?.details?.items ?? []) {
    console.log(
      `  script ${script.url}: total ${ms(script.total)}, evaluate ${ms(script.scripting)}, parse ${ms(script.scriptParseCompile)}`,
    );
  }
  const byKind = mainThreadByKind(artifacts.Trace.traceEvents, url);
  console.log(`  main-thread tasks by kind (observed first paint at ${byKind.observedFcpMs} ms):`);
  for (const k of byKind.kinds) {
    console.log(
      `    ${k.kind}: ${k.tasks} tasks, observed ${ms(k.observedMs)}, blocking ≈ ${ms(k.blockingMs)}`,
    );
  }
}
