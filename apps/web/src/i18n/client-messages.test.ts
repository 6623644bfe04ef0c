import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { dataHelperMessages } from '@/features/destination/messages';
import { planListingMessages } from '@/features/plans/messages';
import { currencyMessages } from '@/features/preferences/messages';
import { destinationSearchMessages } from '@/features/search/messages';
import { type ClientMessage, formatMessage, PLAIN_DIGITS_BELOW } from './client-messages';
import { loadMessages } from './messages';
import { localizePath, unlocalizePath } from './paths';
import { type Locale, routing } from './routing';
import { type Translate, toClientMessage } from './to-client-message';

async function translator(locale: Locale): Promise<Translate> {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages }) as unknown as Translate;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 21, 22, 100, 101, 1000, 12345];

describe('toClientMessage + formatMessage', () => {
  for (const locale of routing.locales) {
    it(`reads exactly like next-intl for every plural and placeholder (${locale})`, async () => {
      const t = await translator(locale);
      const cases: [
        string,
        { args?: string[]; plural?: string },
        Record<string, string | number>,
      ][] = [
        ['common.day', { plural: 'count' }, {}],
        ['plans.countries', { plural: 'count' }, {}],
        ['search.results', { plural: 'count' }, {}],
        ['plans.dataHelper.need', { args: ['gb'], plural: 'days' }, { gb: 2.5 }],
        ['plans.dataHelper.noFit', { args: ['days'] }, {}],
        ['plans.results', { args: ['shown', 'total'] }, { shown: 12, total: 1234 }],
        ['plans.chooseOptionsFor', { args: ['name'] }, { name: 'Côte d’Ivoire {x} #' }],
        ['currency.noMatch', { args: ['query'] }, { query: '{query} 1 #' }],
      ];
      for (const [key, options, values] of cases) {
        const message = toClientMessage(t, locale, key, options);
        for (const count of COUNTS) {
          const all = { ...values, count, days: count };
          expect(formatMessage(locale, message, all), `${key} ${count}`).toBe(t(key, all));
        }
      }
    });
  }

  it('keeps ICU exact zero branches', async () => {
    const t = await translator('en');
    const message = toClientMessage(t, 'en', 'search.results', { plural: 'count' });
    expect(formatMessage('en', message, { count: 0 })).toBe('No destinations found');
    expect(formatMessage('en', message, { count: 1 })).toBe('1 destination found');
    expect(formatMessage('en', message, { count: 1200 })).toBe('1,200 destinations found');
  });

  it("formats a plural's count in the locale and a placeholder as given, like use-intl", () => {
    const message: ClientMessage = {
      plural: 'n',
      forms: { one: '# item', other: '# items of {gb}' },
    };
    expect(formatMessage('en', message, { n: 1500, gb: 1.5 })).toBe('1,500 items of 1.5');
    expect(formatMessage('vi', message, { n: 1500, gb: 1.5 })).toBe('1.500 items of 1.5');
  });

  it('builds every client message object in both languages without missing keys', async () => {
    for (const locale of routing.locales) {
      const t = await translator(locale);
      const built = JSON.stringify([
        planListingMessages(t, locale),
        destinationSearchMessages(t, locale),
        dataHelperMessages(t, locale),
        currencyMessages(t, locale),
      ]);
      // use-intl answers a missing key with the key itself, e.g. "plans.tabs.local".
      expect(built).not.toMatch(/"(plans|common|search|currency)\.[\w.]+"/);
    }
  });
});

describe('localizePath', () => {
  it('writes paths the way next-intl does for the as-needed prefix', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'vi')).toBe('/vi');
    expect(localizePath('/?x=1', 'vi')).toBe('/vi?x=1');
    expect(localizePath('/esim-list?page=2', 'vi')).toBe('/vi/esim-list?page=2');
    expect(localizePath('/#plans', 'vi')).toBe('/vi/#plans');
    expect(localizePath('/faq', 'en', true)).toBe('/en/faq');
    expect(localizePath('/', 'en', true)).toBe('/en');
    expect(localizePath('#plans', 'vi')).toBe('#plans');
    expect(localizePath('https://example.com/', 'vi')).toBe('https://example.com/');
  });

  it('takes the language off a path', () => {
    expect(unlocalizePath('/vi')).toBe('/');
    expect(unlocalizePath('/vi/faq')).toBe('/faq');
    expect(unlocalizePath('/en/faq')).toBe('/faq');
    expect(unlocalizePath('/faq')).toBe('/faq');
    expect(unlocalizePath('/video')).toBe('/video');
  });
});

describe('counts below PLAIN_DIGITS_BELOW', () => {
  for (const locale of routing.locales) {
    it(`are plain digits in ${locale}, as Intl.NumberFormat writes them`, () => {
      const format = new Intl.NumberFormat(locale);
      for (let count = 0; count < PLAIN_DIGITS_BELOW; count++) {
        expect(format.format(count)).toBe(String(count));
      }
    });
  }
});
