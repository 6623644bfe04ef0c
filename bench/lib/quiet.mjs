// Waits for the machine to be quiet before a measurement. Lighthouse's simulated figures scale
// what the browser's main thread did, so anything else busy on one of this machine's two cores
// (the last browser shutting down, a server revalidating a page) lands in a page's TBT.
import { readFileSync } from 'node:fs';

/** Idle and total CPU time over all cores, in clock ticks (Linux /proc/stat). */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0); // idle + iowait
  return { idle, total: ticks.reduce((a, b) => a + b, 0) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the CPUs were at least `idleShare` idle over one `windowMs`, or after `maxMs`
 * whatever happens (returns false then). Elsewhere than Linux it resolves at once.
 */
export async function untilQuiet({ idleShare = 0.9, windowMs = 300, maxMs = 10_000 } = {}) {
  let before;
  try {
    before = cpuTimes();
  } catch {
    return true;
  }
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    await sleep(windowMs);
    const after = cpuTimes();
    const total = after.total - before.total;
    if (total > 0 && (after.idle - before.idle) / total >= idleShare) return true;
    before = after;
  }
  return false;
}
