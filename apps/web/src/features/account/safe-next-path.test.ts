import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

const FALLBACK = '/profile?orderHistory=true';

describe('safeNextPath', () => {
  it.each([
    ['/checkout/bndl_fr_5gb_30d', '/checkout/bndl_fr_5gb_30d'],
    ['/vi/esims/123?tab=install#qr', '/vi/esims/123?tab=install#qr'],
    ['/profile?orderHistory=true', '/profile?orderHistory=true'],
    ['/', '/'],
  ])('follows the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw, FALLBACK)).toBe(expected);
  });

  it.each([
    ['https://evil.example'],
    ['http://evil.example/profile'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['profile'],
    [''],
    ['/%0a/evil'.replace('%0a', '\n')],
    [`/${'a'.repeat(2001)}`],
  ])('falls back for %j', (raw) => {
    expect(safeNextPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back when the parameter is missing or repeated', () => {
    expect(safeNextPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeNextPath(['/a', '/b'], FALLBACK)).toBe(FALLBACK);
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../../b', FALLBACK)).toBe('/b');
  });
});
