import { getLocale, getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/ui/carousel';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { UtilityTile, utilityMessages } from '@/features/travel-utilities';
import { PlainLink } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { carouselLabels } from './carousel-labels';
import { FeatureIcon } from './feature-icons';

/** Spec §2: currency, translator and weather open their modals; other tiles go to /coming-soon. */
const UTILITIES = [
  { key: 'currency', modal: 'currency' },
  { key: 'activities', service: 'activities' },
  { key: 'weather', modal: 'weather' },
  { key: 'translator', modal: 'translator' },
] as const;

const TILE =
  'group flex h-full w-full flex-col rounded-2xl bg-ink p-5 text-start text-white transition hover:bg-brand-900';

/**
 * Spec §2: 4 tiles in view, 3 at ≤1024 px, and no carousel at all at ≤767 px, where the tiles
 * are a plain list. The breakpoints are CSS (min-[1025px] = above 1024, md = 768 and up).
 */
const PER_VIEW = '[--per-view:3] min-[1025px]:[--per-view:4]';
const DISABLED_QUERY = '(max-width: 767px)';
const DISABLED_TRACK =
  'max-md:grid max-md:grid-cols-1 max-md:gap-3 min-[480px]:max-md:grid-cols-2 max-md:[transform:none] max-md:rtl:[transform:none]';

export async function UtilitiesStrip() {
  const t = await getTranslations('home.utilities');
  const messages = utilityMessages(await getTranslations(), (await getLocale()) as Locale);
  const { labels, slideLabels } = await carouselLabels(UTILITIES.length);
  return (
    <section aria-labelledby="utilities-title" className="defer-offscreen py-10 sm:py-12">
      <Container>
        <SectionHeading
          id="utilities-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          text={t('text')}
        />
        <Carousel
          label={t('label')}
          slideLabels={slideLabels}
          labels={labels}
          speedMs={500}
          intervalMs={4000}
          perViewClassName={PER_VIEW}
          disabledQuery={DISABLED_QUERY}
          disabledTrackClassName={DISABLED_TRACK}
          className="-mx-2 max-md:mx-0"
          controlsClassName="mt-4 justify-end px-2 max-md:hidden"
        >
          {UTILITIES.map((tile) => {
            const face = (
              <>
                <span className="grid size-11 place-items-center rounded-xl bg-white/10 text-brand-300 group-hover:bg-brand-600 group-hover:text-white">
                  <FeatureIcon name={tile.key} />
                </span>
                <span className="mt-4 text-lg font-semibold">{t(`items.${tile.key}.title`)}</span>
                <span className="mt-1 text-sm text-slate-300">{t(`items.${tile.key}.text`)}</span>
              </>
            );
            return (
              <div key={tile.key} className="h-full md:px-2" data-testid="utility-tile">
                {'modal' in tile ? (
                  <UtilityTile kind={tile.modal} messages={messages} className={TILE}>
                    {face}
                  </UtilityTile>
                ) : (
                  <PlainLink href={`/coming-soon?service=${tile.service}`} className={TILE}>
                    {face}
                  </PlainLink>
                )}
              </div>
            );
          })}
        </Carousel>
      </Container>
    </section>
  );
}
