import { describe, expect, it } from 'vitest';
import { isValidIccid, luhnCheckDigit, makeIccid } from './iccid';

describe('ICCID', () => {
  it('computes the Luhn check digit of known numbers', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isValidIccid('89014103211118510720')).toBe(true);
    expect(isValidIccid('89014103211118510721')).toBe(false);
  });

  it('makes 20-digit ICCIDs with a valid check digit', () => {
    for (const serial of [0n, 1n, 123456789n, 9999999999999n]) {
      const iccid = makeIccid(serial);
      expect(iccid).toMatch(/^89\d{18}$/);
      expect(isValidIccid(iccid)).toBe(true);
    }
  });
});
