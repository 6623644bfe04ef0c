import { countPages, PAGE_SIZE } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAttractionProducts } from '@/lib/api/attractions';
import { type AdventureQuery, adventureHref, isFiltered } from './adventure-query';
import { AttractionCard, CARD_GRID } from './attraction-card';
import { eventPath } from './attraction-paths';
import { cardWords } from './attraction-words';

async function loadProducts(query: AdventureQuery, currency: string, locale: Locale) {
  try {
    const { data, count } = await listAttractionProducts({
      page: query.page,
      limit: PAGE_SIZE,
      search: query.q.trim() || undefined,
      country: query.country,
      category: query.category,
      sort: query.sort,
      currency,
      locale,
    });
    return { products: data.products, count };
  } catch (error) {
    // The page stays usable without the API: the filters and the site around it still work.
    console.error('[adventure] attractions unavailable:', error);
    return null;
  }
}

/**
 * One page of the listing (spec §9: 12 a page), its count and the spec's pagination widget:
 * each page a link, so the back button and a shared link show the same list.
 */
export async function AdventureResults({
  query,
  currency,
  locale,
}: {
  query: AdventureQuery;
  currency: string;
  locale: Locale;
}) {
  const t = await getTranslations('attractions');
  const tc = await getTranslations('common');
  const result = await loadProducts(query, currency, locale);
  if (!result) {
    return (
      <EmptyState
        title={t('adventure.unavailableTitle')}
        description={t('adventure.unavailableText')}
      />
    );
  }
  const summary = query.q.trim()
    ? t('adventure.resultsFor', { count: result.count, query: query.q.trim() })
    : t('adventure.summary', { count: result.count });
  return (
    <>
      <p
        role="status"
        className="text-sm font-semibold text-slate-700"
        data-testid="adventure-count"
      >
        {summary}
      </p>
      {result.products.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title={t('adventure.notFoundTitle')}
            description={t('adventure.notFoundText')}
            action={
              isFiltered(query) || query.page > 1 ? (
                <Link href="/adventure" className="font-semibold text-brand-700 hover:underline">
                  {t('adventure.clearFilters')}
                </Link>
              ) : undefined
            }
          />
        </div>
      ) : (
        <ul className={`mt-4 ${CARD_GRID}`} data-testid="attraction-list">
          {result.products.map((product, index) => (
            <li key={product.attractionId}>
              <AttractionCard
                product={product}
                href={getPathname({ href: eventPath(product.attractionId), locale })}
                locale={locale}
                words={cardWords(t, product.category)}
                eager={index < 4}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        mode="links"
        className="mt-10"
        current={query.page}
        totalPages={countPages(result.count, PAGE_SIZE)}
        hrefForPage={(page) => getPathname({ href: adventureHref({ ...query, page }), locale })}
        labels={{
          nav: t('adventure.pagination'),
          previous: tc('previous'),
          next: tc('next'),
          page: (page) => t('adventure.page', { page }),
          loadMore: '',
          loadLess: '',
          loading: tc('loading'),
        }}
      />
    </>
  );
}
