import type { Locale } from '@/i18n/routing';
import { type Translate, toClientMessage } from '@/i18n/to-client-message';
import { USAGE_LEVELS, type UsageLevel } from './data-need';

/** What the data helper says, built on the server with the root translator. */
export function dataHelperMessages(t: Translate, locale: Locale) {
  const key = (name: string) => `plans.dataHelper.${name}`;
  return {
    locale,
    heading: t(key('heading')),
    intro: t(key('intro')),
    daysLabel: t(key('daysLabel')),
    fewerDays: t(key('fewerDays')),
    moreDays: t(key('moreDays')),
    usageLabel: t(key('usageLabel')),
    usage: Object.fromEntries(
      USAGE_LEVELS.map((level) => [
        level,
        { name: t(key(`usage.${level}.name`)), examples: t(key(`usage.${level}.examples`)) },
      ]),
    ) as Record<UsageLevel, { name: string; examples: string }>,
    perDay: toClientMessage(t, locale, key('perDay'), { args: ['gb'] }),
    need: toClientMessage(t, locale, key('need'), { args: ['gb'], plural: 'days' }),
    bestFit: t(key('bestFit')),
    noFit: toClientMessage(t, locale, key('noFit'), { args: ['days'] }),
  };
}

export type DataHelperMessages = ReturnType<typeof dataHelperMessages>;
