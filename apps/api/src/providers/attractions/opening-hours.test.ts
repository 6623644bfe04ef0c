import { describe, expect, it } from 'vitest';
import { hoursInWords } from './opening-hours';

describe('hoursInWords', () => {
  it('groups weekdays with the same hours and names them in the reader’s language', () => {
    const text = 'Mo-Fr 09:00-18:00; Sa 10:00-16:00';
    expect(hoursInWords(text, 'en')).toBe('Mon–Fri 09:00–18:00; Sat 10:00–16:00');
    expect(hoursInWords(text, 'vi')).toBe('Thứ 2–Thứ 6 09:00–18:00; Thứ 7 10:00–16:00');
    const arabic = hoursInWords(text, 'ar');
    expect(arabic).toBe('الاثنين–الجمعة 09:00–18:00؛ السبت 10:00–16:00');
    expect(arabic).not.toMatch(/[A-Za-z]/);
  });

  it('leaves closed days out and lists a day’s two stretches together', () => {
    expect(hoursInWords('Tu-Su 09:30-12:00,14:00-18:00', 'en')).toBe(
      'Tue–Sun 09:30–12:00, 14:00–18:00',
    );
    // Monday and Wednesday share hours but Tuesday sits between them: no range across it.
    expect(hoursInWords('Mo,We 10:00-17:00; Tu 12:00-17:00', 'en')).toBe(
      'Mon 10:00–17:00; Tue 12:00–17:00; Wed 10:00–17:00',
    );
  });

  it('says every day round the clock as a range of the whole week', () => {
    expect(hoursInWords('24/7', 'en')).toBe('Mon–Sun 00:00–24:00');
  });
});
