import type { AttractionCategory } from '@tern/contracts';
import { splitDuration } from './place-details';

/** next-intl's translate function for the `attractions` namespace, as the server pages get it. */
export type AttractionsT = (key: string, values?: Record<string, string | number>) => string;

/** "1 h 30 min", "2 hours", "45 min". */
export function durationText(t: AttractionsT, totalMinutes: number): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  if (hours === 0) return t('duration.minutes', { minutes });
  if (minutes === 0) return t('duration.hours', { hours });
  return t('duration.hoursMinutes', { hours, minutes });
}

/** A card's words for one product's category. */
export function cardWords(t: AttractionsT, category: AttractionCategory) {
  return {
    from: (price: string) => t('card.from', { price }),
    duration: (minutes: number) => durationText(t, minutes),
    freeCancellation: t('card.freeCancellation'),
    freeData: (data: string) => t('card.freeData', { data }),
    category: t(`category.${category}`),
  };
}
