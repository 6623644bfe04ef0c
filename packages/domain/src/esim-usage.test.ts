import { describe, expect, it } from 'vitest';
import { describeBundleUsage } from './esim-usage';

const bundle = (initialQuantity: number, remainingQuantity: number | null) => ({
  name: 'France 5 GB 30 days',
  initialQuantity,
  remainingQuantity,
});

describe('describeBundleUsage', () => {
  it('shows 1000 MB or more in GB, and what is left as a share of it', () => {
    expect(describeBundleUsage(bundle(5000, 1250))).toEqual({
      kind: 'metered',
      initial: { kind: 'amount', value: 5, unit: 'GB' },
      remaining: { kind: 'amount', value: 1.25, unit: 'GB' },
      percentLeft: 25,
    });
  });

  it('keeps amounts under 1000 MB in MB', () => {
    const usage = describeBundleUsage(bundle(500, 500));
    expect(usage.initial).toEqual({ kind: 'amount', value: 500, unit: 'MB' });
    expect(usage.kind === 'metered' && usage.percentLeft).toBe(100);
  });

  it('treats negative initial data as unlimited, with no bar', () => {
    expect(describeBundleUsage(bundle(-1, -1))).toEqual({
      kind: 'unlimited',
      initial: { kind: 'unlimited' },
    });
  });

  it('has nothing to report before delivery', () => {
    expect(describeBundleUsage(bundle(3000, null)).kind).toBe('unknown');
  });

  it('keeps the bar between empty and full when the provider over- or under-reports', () => {
    const over = describeBundleUsage(bundle(1000, 1200));
    const under = describeBundleUsage(bundle(1000, -5));
    expect(over.kind === 'metered' && over.percentLeft).toBe(100);
    expect(under.kind === 'metered' && under.percentLeft).toBe(0);
  });
});
