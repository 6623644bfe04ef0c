import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSignedInHint('tern_currency=EUR; tern_signed_in=1')).toBe(true);
    expect(hasSignedInHint('tern_signed_in=1')).toBe(true);
  });

  it('ignores a cleared hint and look-alike names', () => {
    expect(hasSignedInHint('tern_signed_in=')).toBe(false);
    expect(hasSignedInHint('not_tern_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
