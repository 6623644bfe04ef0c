import { describe, expect, it } from 'vitest';
import { nextRefreshAt } from './refresh-rates';

describe('daily fx refresh time', () => {
  it('runs later the same day when 15:30 UTC is still ahead', () => {
    expect(nextRefreshAt(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe(
      '2026-11-23T15:30:00.000Z',
    );
  });

  it('runs the next day once today’s 15:30 UTC has passed', () => {
    expect(nextRefreshAt(new Date('2026-11-23T15:30:00Z')).toISOString()).toBe(
      '2026-11-24T15:30:00.000Z',
    );
    expect(nextRefreshAt(new Date('2026-12-31T20:00:00Z')).toISOString()).toBe(
      '2027-01-01T15:30:00.000Z',
    );
  });
});
