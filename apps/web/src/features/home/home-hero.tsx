import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { DestinationSearch } from '@/features/search';
import { destinationSearchMessages } from '@/features/search/messages';
import type { Locale } from '@/i18n/routing';
import { FeatureTiles } from './feature-tiles';
import { RotatingWords } from './rotating-words';

const WORDS = ['calling', 'list', 'vibe', 'unexplored'] as const;

/** Spec §2 "Hero": the rotating word list, the destination dropdown search and the feature tiles. */
export async function HomeHero() {
  const t = await getTranslations('home.hero');
  const searchMessages = destinationSearchMessages(
    await getTranslations(),
    (await getLocale()) as Locale,
  );
  return (
    <section
      id="destination-search"
      aria-labelledby="hero-title"
      className="group/hero scroll-mt-20 bg-gradient-to-b from-brand-50 to-slate-50 py-12 sm:py-16"
    >
      <Container>
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {t('eyebrow')}
          </p>
          <h2
            id="hero-title"
            className="mt-2 text-4xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.5rem]"
          >
            {t('titleStart')} <RotatingWords words={WORDS.map((key) => t(`words.${key}`))} />
          </h2>
          <p className="mt-4 text-base text-slate-600 sm:text-lg">{t('text')}</p>
          <div className="mx-auto mt-8 max-w-2xl">
            <DestinationSearch messages={searchMessages} />
          </div>
        </div>
        <FeatureTiles />
      </Container>
    </section>
  );
}
