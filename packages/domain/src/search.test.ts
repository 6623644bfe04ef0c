import { describe, expect, it } from 'vitest';
import { normalizeSearchText, resolveSearchIntent, shouldShowNotFound } from './search';

describe('resolveSearchIntent (spec §5)', () => {
  it.each([
    ['uk', 'United Kingdom'],
    ['USA', 'United States'],
    [' us ', 'United States'],
    ['UAE', 'United Arab Emirates'],
    ['Dubai', 'United Arab Emirates'],
  ])('maps the shortcut %j to %s after trimming and lowercasing', (text, destination) => {
    expect(resolveSearchIntent(text)).toEqual({ kind: 'alias', destination });
  });

  it.each(['', ' ', 'f', 'fr', ' de '])(
    'searches nothing for %j: 2 characters or fewer',
    (text) => {
      expect(resolveSearchIntent(text)).toEqual({ kind: 'none' });
    },
  );

  it.each(['constructor', '__proto__', 'tostring'])(
    'searches %j as text: names an object inherits are not aliases',
    (text) => {
      expect(resolveSearchIntent(text)).toEqual({ kind: 'text', text });
    },
  );

  it('searches three characters or more, normalised', () => {
    expect(resolveSearchIntent('  Viet  Nam ')).toEqual({ kind: 'text', text: 'viet nam' });
    expect(resolveSearchIntent('jpn')).toEqual({ kind: 'text', text: 'jpn' });
  });
});

describe('normalizeSearchText', () => {
  it('strips accents and apostrophes so spelling variants meet', () => {
    expect(normalizeSearchText("Côte d'Ivoire")).toBe('cote divoire');
    expect(normalizeSearchText('CÔTE D’IVOIRE')).toBe('cote divoire');
    expect(normalizeSearchText('Curaçao')).toBe('curacao');
  });

  it('folds letters that have no decomposed form (Vietnamese đ, Nordic ø)', () => {
    expect(normalizeSearchText('Đức')).toBe('duc');
    expect(normalizeSearchText('Færøerne')).toBe('faeroerne');
  });

  it('keeps text that is not a name harmless', () => {
    expect(normalizeSearchText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(normalizeSearchText('🙂 ok')).toBe('🙂 ok');
  });
});

describe('shouldShowNotFound', () => {
  it('shows "country not found" only over 2 characters with no match', () => {
    expect(shouldShowNotFound('zzz', 0)).toBe(true);
    expect(shouldShowNotFound('zz', 0)).toBe(false);
    expect(shouldShowNotFound('uk', 0)).toBe(false);
    expect(shouldShowNotFound('france', 1)).toBe(false);
  });
});
