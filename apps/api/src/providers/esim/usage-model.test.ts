import { describe, expect, it } from 'vitest';
import { type SimulatedBundle, simulateBundles } from './usage-model';

const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

const plan = (lineId: string, extra: Partial<SimulatedBundle> = {}): SimulatedBundle => ({
  lineId,
  dataMb: 1000,
  durationDays: 7,
  addedAt: ago(10),
  revokedAt: null,
  ...extra,
});

describe('the simulator’s traveller', () => {
  it('uses data steadily from installation, one plan after another', () => {
    const [first, second] = simulateBundles(now, ago(3), 400, [plan('a'), plan('b')]);
    expect(first).toMatchObject({ state: 'used_up', remainingMb: 0 });
    // The first ran out after 2.5 days; the second has been in use for half a day since.
    expect(second).toMatchObject({ state: 'active', remainingMb: 800 });
  });

  it('at 0 MB a day starts no plan', () => {
    const [first] = simulateBundles(now, ago(1), 0, [plan('a')]);
    expect(first).toMatchObject({ state: 'queued', remainingMb: 1000, startedAt: null });
  });

  it('a figure set on a plan starts it then and counts on from there', () => {
    const set = plan('a', { usedMb: 300, usedAt: now });
    expect(simulateBundles(now, now, 0, [set, plan('b')])).toEqual([
      expect.objectContaining({ state: 'active', remainingMb: 700, startedAt: now }),
      expect.objectContaining({ state: 'queued', remainingMb: 1000 }),
    ]);
    const later = new Date(now.getTime() + DAY / 2);
    const [after] = simulateBundles(later, now, 400, [set]);
    expect(after).toMatchObject({ state: 'active', remainingMb: 500 });
  });

  it('a figure past the plan’s data uses it up, and the next one starts then', () => {
    const [first, second] = simulateBundles(now, now, 0, [
      plan('a', { usedMb: 5000, usedAt: now }),
      plan('b', { addedAt: ago(1) }),
    ]);
    expect(first).toMatchObject({ state: 'used_up', remainingMb: 0 });
    // 0 MB a day: the next plan waits for its first use.
    expect(second).toMatchObject({ state: 'queued' });
  });

  it('a figure on an eSIM off the phone counts for nothing', () => {
    const [first] = simulateBundles(now, null, 400, [plan('a', { usedMb: 300, usedAt: now })]);
    expect(first).toMatchObject({ state: 'queued', remainingMb: 1000 });
  });
});
