import { describe, expect, it } from 'vitest';
import { nextPollDelay, POLL_INTERVAL_MS, POLL_WINDOW_MS } from './poll-schedule';

describe('nextPollDelay', () => {
  it('looks again every 2 seconds', () => {
    expect(nextPollDelay(0, 0)).toBe(POLL_INTERVAL_MS);
    expect(nextPollDelay(0, 60_000)).toBe(2_000);
  });

  it('stops after a few minutes instead of polling forever', () => {
    expect(nextPollDelay(0, POLL_WINDOW_MS - POLL_INTERVAL_MS)).toBe(POLL_INTERVAL_MS);
    expect(nextPollDelay(0, POLL_WINDOW_MS - POLL_INTERVAL_MS + 1)).toBeNull();
    expect(POLL_WINDOW_MS).toBeGreaterThanOrEqual(2 * 60_000);
  });
});
