import { formatRoundedPrice } from '@tern/domain';
import { useLocale, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { IslandWords } from '@/i18n/island-words';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { DataHelper } from './data-helper';
import { dataHelperMessages } from './data-helper-messages';
import type { FitCandidate } from './data-need';
import { DestinationHero } from './destination-hero';
import type { DestinationView } from './destination-view';
import { PlanFitProvider } from './plan-fit-context';
import { PlanSection } from './plan-section';
import { RefundRules } from './refund-rules';
import { RegionCoverage } from './region-coverage';

const toCandidate = (b: DestinationView['allPlans'][number]): FitCandidate => ({
  id: b._id,
  dataAmount: b.dataAmount,
  duration: b.duration,
  price: b.price,
  fullSpeedMbPerDay: b.fairUse?.fullSpeedMbPerDay ?? null,
});

/** /{slug}-mobile-esim-plans: a destination's own plans, the regional ones, and the data helper. */
export function DestinationPage({ view }: { view: DestinationView }) {
  const t = useTranslations('destination');
  const helperMessages = dataHelperMessages(useTranslations(), useLocale() as Locale);
  const badge = t('card.bestFit');
  const planLabels = Object.fromEntries(
    view.allPlans.map((b) => [
      b._id,
      `${b.localName} · ${formatRoundedPrice(b.price, b.priceSymbol)}`,
    ]),
  );

  return (
    <>
      <DestinationHero view={view} />
      <Container className="py-10 sm:py-12">
        {/* Buy now's dialogs (loaded on click) take their words from here. */}
        <IslandWords namespaces={['checkout.guest', 'checkout.homeCountry']}>
          <PlanFitProvider plans={view.allPlans.map(toCandidate)}>
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
              <aside className="lg:sticky lg:top-24 lg:order-2">
                <DataHelper planLabels={planLabels} messages={helperMessages} />
              </aside>
              <div className="space-y-14 lg:order-1">
                <RefundRules />
                {view.ownPlans.length === 0 ? (
                  <EmptyState
                    title={t('empty.title', { name: view.name })}
                    description={t('empty.description')}
                  />
                ) : (
                  <PlanSection
                    id="own-plans"
                    title={t(view.kind === 'country' ? 'sections.local' : 'sections.regionPlans', {
                      name: view.name,
                    })}
                    intro={t(
                      view.kind === 'country' ? 'sections.localIntro' : 'sections.regionPlansIntro',
                      { name: view.name },
                    )}
                    bundles={view.ownPlans}
                    coverage={view.ownCoverage}
                    searchName={view.englishName}
                    bestFitBadge={badge}
                  />
                )}
                {view.regionalGroups.length > 0 ? (
                  <section aria-labelledby="regional-plans" className="defer-offscreen space-y-8">
                    <div>
                      <h2
                        id="regional-plans"
                        className="text-2xl font-bold tracking-tight text-ink"
                      >
                        {t('sections.regional', { name: view.name })}
                      </h2>
                      <p className="mt-1 text-sm text-slate-600">{t('sections.regionalIntro')}</p>
                    </div>
                    {view.regionalGroups.map((group) => (
                      <PlanSection
                        key={group.slug}
                        id={`region-${group.slug}`}
                        level={3}
                        title={`${group.name} · ${t('sections.coverage', { count: group.countryCount })}`}
                        intro={
                          <Link
                            href={`/${group.slug}-mobile-esim-plans`}
                            className="font-semibold text-brand-700 hover:underline"
                          >
                            {t('sections.viewRegion', { name: group.name })}
                          </Link>
                        }
                        bundles={group.bundles}
                        coverage={group.coverage}
                        searchName={view.englishName}
                        bestFitBadge={badge}
                      />
                    ))}
                  </section>
                ) : null}
                {view.kind === 'region' ? (
                  <RegionCoverage name={view.name} countries={view.coveredCountries} />
                ) : null}
              </div>
            </div>
          </PlanFitProvider>
        </IslandWords>
      </Container>
    </>
  );
}
