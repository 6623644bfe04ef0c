import { describe, expect, it } from 'vitest';
import { callingCodeOf, callingCodeOptions, defaultCallingRegion } from './calling-codes';

describe('calling codes', () => {
  it('lists regions with their code, named in the page language', () => {
    const en = callingCodeOptions('en');
    expect(en.find((o) => o.region === 'GB')).toEqual({
      region: 'GB',
      code: '+44',
      name: 'United Kingdom',
      label: 'United Kingdom (+44)',
    });
    expect(callingCodeOptions('vi').find((o) => o.region === 'VN')?.label).toBe('Việt Nam (+84)');
    expect(callingCodeOf('FR')).toBe('+33');
  });

  it('defaults to the browser language’s region, else the page language’s home', () => {
    expect(defaultCallingRegion(['en-GB', 'en'], 'en')).toBe('GB');
    expect(defaultCallingRegion(['fr-FR'], 'vi')).toBe('FR');
    expect(defaultCallingRegion(['zh-Hant-TW'], 'en')).toBe('TW');
    expect(defaultCallingRegion(['en'], 'vi')).toBe('VN');
    expect(defaultCallingRegion([], 'en')).toBe('GB');
  });
});
