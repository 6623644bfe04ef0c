import { Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { CountriesSection } from './countries-section';
import { CountryGridSkeleton } from './country-grid-skeleton';
import { HOME_COUNTRY_LIMIT } from './get-home-countries';
import { HomeHero } from './home-hero';

/** The home page for now: a hero and the first destinations. The full home comes later. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <section
        id="destinations"
        aria-labelledby="destinations-heading"
        className="scroll-mt-20 py-10 sm:py-14"
      >
        <Container>
          <h2 id="destinations-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Choose your destination
          </h2>
          <p className="mt-2 mb-6 text-slate-600">Local eSIM data plans, ready before you fly.</p>
          {/* The shell renders at once; the list streams in behind a skeleton of the same size. */}
          <Suspense fallback={<CountryGridSkeleton cards={HOME_COUNTRY_LIMIT} />}>
            <CountriesSection />
          </Suspense>
        </Container>
      </section>
    </>
  );
}
