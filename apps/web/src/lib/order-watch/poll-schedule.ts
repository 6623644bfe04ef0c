/**
 * How a page waits for what was paid for (an eSIM, an e-pass): a look every 2 s, which is cheap for the API
 * (one indexed read) and quick enough that delivery (usually ~1 s after payment) feels
 * instant. After a few minutes something is really wrong (no stock, provider down); the
 * receipt e-mail will carry the eSIM, so the page stops asking and says so calmly.
 */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_WINDOW_MS = 3 * 60_000;

/** Delay before the next look, or null when the page should stop and show the e-mail note. */
export function nextPollDelay(startedAt: number, now: number): number | null {
  return now - startedAt + POLL_INTERVAL_MS <= POLL_WINDOW_MS ? POLL_INTERVAL_MS : null;
}
