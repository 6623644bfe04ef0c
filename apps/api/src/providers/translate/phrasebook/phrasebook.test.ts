import { LOCALES } from '@tern/domain';
import { describe, expect, it } from 'vitest';
import { createPhrasebookTranslator } from '../phrasebook-provider';
import { PHRASEBOOK } from './index';
import { PHRASEBOOK_LANGUAGES } from './languages';
import { editDistance, normalisePhrase } from './matcher';

const translator = createPhrasebookTranslator();
const REQUIRED_CATEGORIES = [
  'greetings',
  'directions',
  'transport',
  'food',
  'health',
  'emergencies',
  'money',
];

describe('travel phrasebook', () => {
  it('holds at least 200 phrases in at least 10 languages, every phrase in every language', () => {
    const all = PHRASEBOOK.flatMap((c) => c.phrases);
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(PHRASEBOOK_LANGUAGES.length).toBeGreaterThanOrEqual(10);
    for (const phrase of all) {
      for (const { code } of PHRASEBOOK_LANGUAGES)
        expect(phrase[code].trim(), `${phrase.en} in ${code}`).not.toBe('');
    }
    expect(PHRASEBOOK.map((c) => c.category)).toEqual(expect.arrayContaining(REQUIRED_CATEGORIES));
  });

  it("has every site language, so a visitor translates from and into the page's language", () => {
    expect(PHRASEBOOK_LANGUAGES.map((l) => l.code)).toEqual(expect.arrayContaining([...LOCALES]));
  });

  it('writes Arabic in Arabic script with Arabic punctuation, each phrase once', () => {
    const all = PHRASEBOOK.flatMap((c) => c.phrases);
    for (const phrase of all) {
      expect(phrase.ar, phrase.en).toMatch(/\p{Script=Arabic}/u);
      expect(phrase.ar, phrase.en).not.toMatch(/[?,;]/);
      if (phrase.en.endsWith('?')) expect(phrase.ar, phrase.en).toMatch(/؟$/);
    }
    const arabic = all.map((p) => normalisePhrase(p.ar));
    expect(new Set(arabic).size).toBe(arabic.length);
  });

  it('has no English phrase twice, so every entry is its own phrase', () => {
    const english = PHRASEBOOK.flatMap((c) => c.phrases.map((p) => normalisePhrase(p.en)));
    expect(new Set(english).size).toBe(english.length);
  });

  it('translates a phrase exactly, ignoring case and punctuation', async () => {
    const result = await translator.translate('where is the TOILET', 'en', 'vi');
    expect(result).toMatchObject({
      match: 'exact',
      translations: [{ translatedText: 'Nhà vệ sinh ở đâu?' }],
    });
  });

  it('matches without diacritics typed ("nha ve sinh o dau" is Vietnamese for the toilet)', async () => {
    const result = await translator.translate('nha ve sinh o dau', 'vi', 'en');
    expect(result.translations[0]?.translatedText).toBe('Where is the toilet?');
  });

  it('forgives a small typo and says which phrase it used', async () => {
    const result = await translator.translate('Were is the trian station?', 'en', 'fr');
    expect(result.match).toBe('close');
    expect(result.translations[0]?.translatedText).toBe('Où est la gare ?');
    expect(result.message).toContain('Where is the train station?');
  });

  it('does not stretch a typo allowance over short words', async () => {
    expect((await translator.translate('Ha', 'en', 'de')).match).toBe('none');
  });

  it('translates into Arabic and from Arabic typed without hamza or tāʼ marbūṭa', async () => {
    const into = await translator.translate('Where is the train station?', 'en', 'ar');
    expect(into.translations[0]?.translatedText).toBe('أين محطة القطار؟');
    const from = await translator.translate('اين محطه القطار', 'ar', 'en');
    expect(from).toMatchObject({
      match: 'exact',
      translations: [{ translatedText: 'Where is the train station?' }],
    });
  });

  it('offers the nearest phrases in Arabic to an Arabic text it does not hold', async () => {
    const result = await translator.translate('أين أقرب مخبز؟', 'ar', 'en');
    expect(result.match).toBe('none');
    expect(result.suggestions[0]?.source).toMatch(/^أين أقرب/);
  });

  it('translates between two non-English languages', async () => {
    const result = await translator.translate('ありがとうございます', 'ja', 'th');
    expect(result.translations[0]?.translatedText).toBe('ขอบคุณ');
  });

  it('detects the source language when asked to', async () => {
    const result = await translator.translate('Wo ist der Bahnhof?', 'auto', 'en');
    expect(result.translations[0]?.translatedText).toBe('Where is the train station?');
    const arabic = await translator.translate('شكرًا جزيلًا', 'auto', 'vi');
    expect(arabic).toMatchObject({
      detectedSource: 'ar',
      translations: [{ translatedText: 'Cảm ơn rất nhiều' }],
    });
  });

  it('says honestly when a text is not in the phrasebook and offers the nearest phrases', async () => {
    const result = await translator.translate(
      'Where is the nearest bakery with fresh bread?',
      'en',
      'es',
    );
    expect(result.match).toBe('none');
    expect(result.translations).toEqual([]);
    expect(result.message).toMatch(/does not have this text/);
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.suggestions[0]?.source).toMatch(/^Where is the nearest/);
    expect(result.suggestions[0]?.target).toMatch(/^¿Dónde está/);
  });
});

describe('edit distance', () => {
  it('counts single-character edits and stops past its limit', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });
});

describe('phrase normalising', () => {
  it('ignores Arabic vowel marks, hamza seats, the tatweel and ى/ي, ة/ه as typed', () => {
    const key = normalisePhrase('أين محطة القطار؟');
    expect(key).toBe('اين محطه القطار');
    for (const typed of ['اين محطه القطار', 'أَيْنَ مَحَطّةُ القِطار', 'أيـن محطة القطار ?'])
      expect(normalisePhrase(typed), typed).toBe(key);
    expect(normalisePhrase('أين المستشفى؟')).toBe(normalisePhrase('اين المستشفي'));
  });
});
