import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { IslandWords } from '@/i18n/island-words';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { defaultItineraryHref } from '@/lib/itinerary-link';
import { HeroArt } from './hero-art';
import { ITINERARY_LANDING_PATH, ORDER_HISTORY_PATH } from './landing-paths';
import { PlannerLink } from './planner-link';
import { UnlockPrompt } from './unlock-prompt';
import { YourEsim } from './your-esim';

const ISLAND_NAMESPACES = [
  'itineraryLanding.unlock',
  'itineraryLanding.instagram',
  'itineraryLanding.esim',
];

/**
 * The landing page's hero: the headline about itinerary magic in one tap, the way to the
 * planner, and the prompt to link Instagram to unlock a custom itinerary and free data (spec
 * §2); beside it a picture of a planned day, with the traveller's eSIM over it when they have
 * one. The personal parts are islands: the page itself is static.
 */
export async function LandingHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'itineraryLanding' });
  const path = (href: string) => getPathname({ href, locale });
  // The server's today (UTC) until the browser puts in the traveller's own.
  const plannerHref = path(defaultItineraryHref(new Date().toISOString().slice(0, 10)));
  return (
    <section
      aria-labelledby="landing-title"
      className="bg-gradient-to-b from-brand-50 to-slate-50 py-10 sm:py-14"
    >
      {/* One copy of the islands' words for the page, not one per island. */}
      <IslandWords namespaces={ISLAND_NAMESPACES}>
        <Container className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {t('hero.eyebrow')}
            </p>
            <h1
              id="landing-title"
              className="mt-2 text-4xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-5xl"
            >
              {t('hero.title')}
            </h1>
            <p className="mt-4 max-w-xl text-base text-slate-700 sm:text-lg">{t('hero.text')}</p>
            <PlannerLink
              href={plannerHref}
              locale={locale}
              className={`mt-6 ${buttonClasses({ size: 'lg' })}`}
            >
              {t('hero.plan')}
            </PlannerLink>
            <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 className="text-xl font-bold text-ink">{t('unlock.title')}</h2>
              <p className="mt-1 text-slate-700">{t('unlock.text')}</p>
              <UnlockPrompt
                landingPath={path(ITINERARY_LANDING_PATH)}
                signInPath={path('/sign-in')}
              />
            </div>
          </div>
          <div className="relative aspect-[3/2] overflow-hidden rounded-3xl shadow-lg">
            <HeroArt label={t('hero.artLabel')} />
            <YourEsim historyHref={path(ORDER_HISTORY_PATH)} />
          </div>
        </Container>
      </IslandWords>
    </section>
  );
}
