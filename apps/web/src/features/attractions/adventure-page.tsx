import { ATTRACTION_CATEGORIES, ATTRACTION_SORTS } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Container } from '@/components/ui/container';
import type { SelectOption } from '@/components/ui/form';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAttractionCountries } from '@/lib/api/attractions';
import { AdventureFilters } from './adventure-filters';
import { type AdventureQuery, adventureHref } from './adventure-query';
import { AdventureResults } from './adventure-results';
import { AttractionCardSkeletons } from './attraction-card-skeleton';

/** The country filter's options; without them the filter offers "all countries" only. */
async function countryOptions(locale: Locale): Promise<SelectOption[]> {
  try {
    const { data } = await listAttractionCountries(locale);
    return data.countries.map((country) => ({
      value: country.countryCode,
      label: `${country.name} (${country.count})`,
    }));
  } catch (error) {
    console.error('[adventure] countries unavailable:', error);
    return [];
  }
}

/**
 * /adventure: attractions and tours, searched, filtered and sorted by the URL
 * (?q=&country=&category=&sort=&page=), rendered on the server in the traveller's currency.
 */
export async function AdventurePage({
  query,
  currency,
  locale,
}: {
  query: AdventureQuery;
  currency: string;
  locale: Locale;
}) {
  const t = await getTranslations('attractions');
  const countries = await countryOptions(locale);
  return (
    <Container className="py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {t('adventure.eyebrow')}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('adventure.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('adventure.intro')}</p>
      <div className="mt-8">
        <AdventureFilters
          action={getPathname({ href: '/adventure', locale })}
          values={{
            q: query.q,
            country: query.country ?? '',
            category: query.category ?? '',
            sort: query.sort,
          }}
          defaultSort={ATTRACTION_SORTS[0]}
          countries={[{ value: '', label: t('adventure.allCountries') }, ...countries]}
          categories={[
            { value: '', label: t('adventure.allCategories') },
            ...ATTRACTION_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
          ]}
          sorts={ATTRACTION_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          words={{
            label: t('adventure.filters'),
            search: t('adventure.searchLabel'),
            searchPlaceholder: t('adventure.searchPlaceholder'),
            country: t('adventure.country'),
            category: t('adventure.category'),
            sort: t('adventure.sort'),
            apply: t('adventure.apply'),
          }}
        />
      </div>
      <section aria-labelledby="adventure-results" className="mt-8">
        <h2 id="adventure-results" className="sr-only">
          {t('adventure.results')}
        </h2>
        {/* Keyed by the list's URL: a new search shows the 12 skeletons, not the old list. */}
        <Suspense key={adventureHref(query)} fallback={<AttractionCardSkeletons />}>
          <AdventureResults query={query} currency={currency} locale={locale} />
        </Suspense>
      </section>
    </Container>
  );
}
