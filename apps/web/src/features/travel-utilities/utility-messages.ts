import type { Locale } from '@/i18n/routing';
import { type Translate, toClientMessage } from '@/i18n/to-client-message';

/**
 * The three utility modals' words, translated on the server with the root translator and handed
 * to the client launcher as props (the browser carries no message catalogue).
 */
export function utilityMessages(t: Translate, locale: Locale) {
  const msg = (key: string, args: string[]) => toClientMessage(t, locale, key, { args });
  const plain = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;
  return {
    locale,
    close: t('common.close'),
    loading: t('common.loading'),
    currency: {
      ...plain('utilities.currency', [
        'title',
        'amount',
        'from',
        'to',
        'search',
        'swap',
        'presets',
        'result',
        'loadFailed',
      ] as const),
      choose: msg('utilities.currency.choose', ['field', 'code']),
      noMatch: msg('utilities.currency.noMatch', ['query']),
      preset: msg('utilities.currency.preset', ['from', 'to']),
      ratesDate: msg('utilities.currency.ratesDate', ['date']),
    },
    weather: {
      ...plain('utilities.weather', [
        'title',
        'locating',
        'loading',
        'unknownCity',
        'cityFailed',
        'failed',
        'noData',
        'sample',
        'humidity',
        'wind',
        'clouds',
        'hourly',
        'tonight',
        'noTonight',
        'weekly',
        'unknownDay',
        'retry',
      ] as const),
      feelsLike: msg('utilities.weather.feelsLike', ['temp']),
      windValue: msg('utilities.weather.windValue', ['speed']),
      geo: {
        ...plain('utilities.weather.geo', [
          'unsupported',
          'denied',
          'unavailable',
          'timeout',
        ] as const),
        failed: msg('utilities.weather.geo.failed', ['detail']),
      },
    },
    translator: plain('utilities.translator', [
      'title',
      'source',
      'target',
      'swap',
      'clear',
      'input',
      'placeholder',
      'output',
      'translate',
      'translating',
      'failed',
      'notCovered',
      'nearest',
      'loadFailed',
    ] as const),
  };
}

export type UtilityMessages = ReturnType<typeof utilityMessages>;
export type UtilityKind = 'currency' | 'weather' | 'translator';
