import { describe, expect, it } from 'vitest';
import { parseAmount } from './conversion-amount';

describe('converter amount (spec §5: numeric, minimum 0)', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    ['12.5', 12.5],
    [' 250 ', 250],
  ])('%j converts as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', '  ', '-1', 'abc', 'Infinity'])('%j converts to nothing (a dash)', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
