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

  it('matches Vietnamese names typed with or without their tones and marks', () => {
    expect(normalizeSearchText('Pháp')).toBe('phap');
    expect(normalizeSearchText('Nhật Bản')).toBe(normalizeSearchText('nhat ban'));
    expect(normalizeSearchText('  HÀN   QUỐC ')).toBe('han quoc');
    // Composed and decomposed forms of the same letters meet.
    expect(normalizeSearchText('Việt Nam'.normalize('NFD'))).toBe('viet nam');
  });

  it('strips Arabic harakat and tatweel so a vowelled name matches the bare one', () => {
    expect(normalizeSearchText('فَرَنْسَا')).toBe('فرنسا');
    expect(normalizeSearchText('مِصْرُ')).toBe('مصر');
    expect(normalizeSearchText('فرنـــسا')).toBe('فرنسا');
  });

  it('folds Arabic alef forms, ta marbuta and alef maqsura', () => {
    expect(normalizeSearchText('إيطاليا')).toBe('ايطاليا');
    expect(normalizeSearchText('أستراليا')).toBe('استراليا');
    expect(normalizeSearchText('آيسلندا')).toBe('ايسلندا');
    expect(normalizeSearchText('ٱلهند')).toBe('الهند');
    expect(normalizeSearchText('المملكة المتحدة')).toBe('المملكه المتحده');
    expect(normalizeSearchText('كوريا الجنوبية')).toBe(normalizeSearchText('كوريا الجنوبيه'));
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
  });

  it('reads Arabic-Indic and Persian digits as 0–9', () => {
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeSearchText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
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
