import { describe, expect, it } from 'vitest';
import { localeDirection } from './direction';
import { routing } from './routing';

describe('localeDirection', () => {
  it('gives every site locale its direction (Arabic, once registered, right to left)', () => {
    for (const locale of routing.locales as readonly string[]) {
      expect(localeDirection(locale)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    }
  });

  it('runs Arabic, Hebrew, Persian and Urdu right to left, with or without a region', () => {
    for (const locale of ['ar', 'ar-EG', 'he', 'he-IL', 'fa', 'ur-PK']) {
      expect(localeDirection(locale)).toBe('rtl');
    }
  });

  it('keeps other languages left to right', () => {
    expect(localeDirection('en-GB')).toBe('ltr');
    expect(localeDirection('vi')).toBe('ltr');
  });

  it('falls back to the list of languages where Intl.Locale has no text info', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const saved = Object.getOwnPropertyDescriptors(proto);
    try {
      delete proto.getTextInfo;
      delete proto.textInfo;
      expect(localeDirection('ar')).toBe('rtl');
      expect(localeDirection('en')).toBe('ltr');
    } finally {
      Object.defineProperties(Intl.Locale.prototype, saved);
    }
  });

  it('treats a tag it cannot parse as left to right', () => {
    expect(localeDirection('not a locale!')).toBe('ltr');
  });
});
