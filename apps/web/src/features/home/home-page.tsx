import { getLocale, getTranslations } from 'next-intl/server';
import { PlanListing } from '@/features/plans';
import { getClientWords } from '@/i18n/client-words.server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { AppDownloadBanner } from './app-download-banner';
import { DealsSection } from './deals-section';
import { HomeArrival } from './home-arrival';
import { HomeBanner } from './home-banner';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { NewsSection } from './news-section';
import { PartnerLogos } from './partner-logos';
import { PromoBanner } from './promo-banner';
import { ReviewsSection } from './reviews-section';
import { UtilitiesStrip } from './utilities-strip';
import { FULL_LAYOUT_ID } from './visit-mode';
import { VisitModeEsims } from './visit-mode-esims';
import { WhyTern } from './why-tern';

/**
 * The home page, sections in the spec's order (§1). Everything is server-rendered; the client
 * parts are the carousels, the rotating words, the search, the plan listing and the arrival
 * behaviour (welcome modal, referral URL, bundleId).
 */
export async function HomePage() {
  const t = await getTranslations('home.welcome');
  const locale = (await getLocale()) as Locale;
  const visitModeWords = await getClientWords(['esim.visitMode']);
  return (
    <div className="flex flex-col">
      {/* Spec §2 layout choice: a traveller in visit mode sees their own eSIMs first. */}
      <VisitModeEsims
        words={visitModeWords}
        esimsPath={getPathname({ href: '/esims', locale })}
        profilePath={getPathname({ href: '/profile', locale })}
      />
      <div id={FULL_LAYOUT_ID} className="flex flex-col">
        <HomeBanner />
        <PartnerLogos />
        <DealsSection />
        <HomeHero />
        <PlanListing />
        {/* Spec §2: at 768 px and below the promo banner moves to the bottom of the page. */}
        <PromoBanner className="[@media(max-width:768px)]:order-last" />
        <UtilitiesStrip />
        <NewsSection />
        <WhyTern />
        <HowItWorks />
        <ReviewsSection />
        <AppDownloadBanner />
      </div>
      <HomeArrival
        locale={locale}
        welcome={{
          title: t('title'),
          lead: t('lead'),
          text: t('text'),
          perk: t('perk'),
          cta: t('cta'),
          later: t('later'),
          close: t('close'),
        }}
      />
    </div>
  );
}
