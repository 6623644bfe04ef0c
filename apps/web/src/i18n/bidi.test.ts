import { describe, expect, it } from 'vitest';
import { isolated } from './bidi';

describe('isolated', () => {
  it('isolates a value in right-to-left text and leaves left-to-right text alone', () => {
    expect(isolated('an@example.com', 'ar')).toBe('\u2068an@example.com\u2069');
    expect(isolated('an@example.com', 'en')).toBe('an@example.com');
    expect(isolated('an@example.com', 'vi')).toBe('an@example.com');
  });
});
