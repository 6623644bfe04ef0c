import { AppDownloadBanner } from '@/features/home';
import type { Locale } from '@/i18n/routing';
import { DestinationGallery } from './destination-gallery';
import { InstaLinksSection } from './insta-links-section';
import { LandingHero } from './landing-hero';
import { TopEvents } from './top-events';

/**
 * The itinerary landing page (spec §2 "Itinerary landing page"): hero with the unlock prompt and
 * the 'Your eSIM' card, Top Events, the destinations gallery, the Instagram links and the app
 * banner. Static for everyone; the personal parts fill in in the browser.
 */
export function LandingPage({ locale }: { locale: Locale }) {
  return (
    <div className="flex flex-col">
      <LandingHero locale={locale} />
      <TopEvents locale={locale} />
      <DestinationGallery locale={locale} />
      <InstaLinksSection locale={locale} />
      <AppDownloadBanner />
    </div>
  );
}
