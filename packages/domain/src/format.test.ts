import { describe, expect, it } from 'vitest';
import {
  describeDataAmount,
  formatDataAmount,
  formatDays,
  formatRoundedPrice,
  isUnlimitedData,
  labelDataAmount,
  pricePerGb,
} from './format';

describe('data amounts (spec §2 plan cards)', () => {
  it('treats null, undefined, -1 and any negative as unlimited', () => {
    for (const value of [null, undefined, -1, -500]) expect(isUnlimitedData(value)).toBe(true);
    expect(isUnlimitedData(0)).toBe(false);
    expect(formatDataAmount(-1)).toBe('Unlimited');
  });

  it('shows 1000 MB or more in GB divided by 1000, less in MB', () => {
    expect(describeDataAmount(1000)).toEqual({ kind: 'amount', value: 1, unit: 'GB' });
    expect(formatDataAmount(20_000)).toBe('20 GB');
    expect(formatDataAmount(1500)).toBe('1.5 GB');
    expect(formatDataAmount(999)).toBe('999 MB');
    expect(formatDataAmount(500)).toBe('500 MB');
  });

  it('formats an amount, or the word for unlimited', () => {
    expect(labelDataAmount({ kind: 'amount', value: 2, unit: 'GB' }, 'Unlimited')).toBe('2 GB');
    expect(labelDataAmount({ kind: 'unlimited' }, 'Unlimited')).toBe('Unlimited');
  });
});

describe('prices and days', () => {
  it('rounds prices to whole units with the symbol in front', () => {
    expect(formatRoundedPrice(6.49, '$')).toBe('$6');
    expect(formatRoundedPrice(6.5, '€')).toBe('€7');
    expect(formatRoundedPrice(1022, '¥')).toBe('¥1,022');
    expect(formatRoundedPrice(999.4, '¥')).toBe('¥999');
    expect(formatRoundedPrice(999.5, '¥')).toBe('¥1,000');
    expect(formatRoundedPrice(1234567, '₫')).toBe('₫1,234,567');
  });

  it('says day for one and days for more', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(7)).toBe('7 days');
  });

  it('works out a price per GB, and none for unlimited plans', () => {
    expect(pricePerGb(6.49, 5000)).toBe(1.3);
    expect(pricePerGb(13.99, -1)).toBeNull();
  });
});
