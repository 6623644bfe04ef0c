import { describe, expect, it } from 'vitest';
import { repriceTarget } from './reprice-target';

describe('which currency the checkout prices an unpaid order in before it is paid', () => {
  it('is the traveller’s, when the order is in another', () => {
    expect(repriceTarget('EUR', 'USD', null)).toBe('EUR');
  });

  it('is none when the order already charges in it', () => {
    expect(repriceTarget('EUR', 'EUR', null)).toBeNull();
  });

  it('is none while the browser does not know the traveller’s currency yet', () => {
    expect(repriceTarget(null, 'USD', null)).toBeNull();
  });

  it('keeps the order as it is once that currency was refused, and tries a new choice', () => {
    expect(repriceTarget('ZZZ', 'USD', 'ZZZ')).toBeNull();
    expect(repriceTarget('GBP', 'USD', 'ZZZ')).toBe('GBP');
  });
});
