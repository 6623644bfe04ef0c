import type { Country } from '@tern/contracts';
import {
  countPages,
  describeDataAmount,
  destinationPagePath,
  ESIM_LIST_PAGE_SIZE,
  formatRoundedPrice,
  labelDataAmount,
} from '@tern/domain';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { DESTINATION_GRID } from '@/components/ui/destination-card-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listCountries } from '@/lib/api/countries';
import { type CountryCardHtml, countryCardsHtml } from './country-cards-html';
import { type EsimListQuery, esimListHref } from './esim-list-query';
import { EsimListSearch } from './esim-list-search';

async function loadCountries(query: EsimListQuery, currency: string, locale: Locale) {
  try {
    // Named and sorted in the visitor's language by the API: no name tables in the page.
    const { data, count } = await listCountries({
      page: query.page,
      limit: ESIM_LIST_PAGE_SIZE,
      search: query.search,
      currency,
      locale,
    });
    return { countries: data.countries, total: count };
  } catch (error) {
    // The page stays usable without the API: the search and the site around it still work.
    console.error('[esim-list] countries unavailable:', error);
    return null;
  }
}

/** /esim-list: every destination, 132 a page, in the visitor's currency, searchable. */
export async function EsimListPage({
  query,
  currency,
}: {
  query: EsimListQuery;
  currency: string;
}) {
  const t = await getTranslations('destination.esimList');
  const locale = (await getLocale()) as Locale;
  const tc = await getTranslations('common');
  const result = await loadCountries(query, currency, locale);
  const toCard = (country: Country): CountryCardHtml => {
    const bundle = country.lowestPriceBundle;
    const data = bundle ? describeDataAmount(bundle.dataAmount) : null;
    const days = bundle?.duration;
    return {
      href: getPathname({ href: destinationPagePath(country.name), locale }),
      name: country.localName,
      flagUrl: country.flagImageUrlFull,
      data: !data ? '' : labelDataAmount(data, tc('unlimited')),
      validity: days ? tc('day', { count: days }) : '',
      startingFrom: tc('startingFrom'),
      price: formatRoundedPrice(country.lowestRetailPrice, country.currencySymbol),
      action: tc('chooseOptions'),
    };
  };
  const totalPages = result ? countPages(result.total, ESIM_LIST_PAGE_SIZE) : 0;
  // A page past the end does not exist; say so rather than show an empty list.
  if (result && query.page > Math.max(totalPages, 1)) notFound();

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600" data-testid="esim-list-summary">
            {!result
              ? t('intro')
              : query.search
                ? t('resultsFor', { count: result.total, query: query.searchText.trim() })
                : t('summary', { count: result.total })}
          </p>
        </div>
        <EsimListSearch defaultValue={query.searchText} />
      </div>
      <div className="mt-8">
        {!result ? (
          <EmptyState title={t('unavailableTitle')} description={t('unavailableDescription')} />
        ) : result.countries.length === 0 ? (
          <EmptyState
            title={t('notFoundTitle')}
            description={t('notFoundDescription')}
            action={
              <Link href="/esim-list" className="font-semibold text-brand-700 hover:underline">
                {t('showAll')}
              </Link>
            }
          />
        ) : (
          <ul
            className={DESTINATION_GRID}
            // Static markup React does not hydrate: see country-cards-html.ts.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: every value is escaped there.
            dangerouslySetInnerHTML={{ __html: countryCardsHtml(result.countries.map(toCard)) }}
          />
        )}
      </div>
      <Pagination
        mode="links"
        className="mt-10"
        current={query.page}
        totalPages={totalPages}
        hrefForPage={(page) => getPathname({ href: esimListHref(page, query.searchText), locale })}
        labels={{
          nav: t('pagination'),
          previous: tc('previous'),
          next: tc('next'),
          page: (page) => t('page', { page }),
          loadMore: '',
          loadLess: '',
          loading: tc('loading'),
        }}
      />
    </Container>
  );
}
