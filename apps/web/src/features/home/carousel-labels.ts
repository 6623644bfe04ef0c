import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from '@/components/ui/carousel';

/**
 * Control and slide names for a carousel, in the page's language. Passed to the client
 * component as props, so the carousel itself carries no message catalogue.
 */
export async function carouselLabels(total: number): Promise<{
  labels: CarouselLabels;
  slideLabels: string[];
}> {
  const t = await getTranslations('home.carousel');
  const positions = Array.from({ length: total }, (_, i) => i + 1);
  return {
    labels: {
      previous: t('previous'),
      next: t('next'),
      pause: t('pause'),
      play: t('play'),
      goTo: positions.map((index) => t('goTo', { index, total })),
    },
    slideLabels: positions.map((index) => t('slide', { index, total })),
  };
}
