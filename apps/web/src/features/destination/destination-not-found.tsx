import { DESTINATION_PAGE_SUFFIX } from '@tern/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { FlagImage } from '@/components/ui/flag-image';
import { SearchForm } from '@/components/ui/search-form';
import { Link } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listPopularBundles } from '@/lib/api/popular-bundles';

const POPULAR_LIMIT = 8;

/** The countries of the curated popular plans, each once; none when the API is down. */
async function popularDestinations(locale: Locale) {
  try {
    const { data } = await listPopularBundles({ page: 1, limit: 40, locale });
    const seen = new Map<string, (typeof data.bundles)[number]['country']>();
    for (const bundle of data.bundles) seen.set(bundle.country._id, bundle.country);
    return [...seen.values()].slice(0, POPULAR_LIMIT);
  } catch (error) {
    console.error('[not-found] popular destinations unavailable:', error);
    return [];
  }
}

/** A real 404: says what happened, searches the full list (GET /esim-list?search=…), suggests places. */
export async function DestinationNotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('destination.notFound');
  const destinations = await popularDestinations(locale);
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {t('eyebrow')}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-4 text-slate-600">{t('description')}</p>
        <SearchForm
          className="mx-auto mt-8 max-w-md"
          action={getPathname({ href: '/esim-list', locale })}
          id="not-found-search"
          size="lg"
          required
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          submit={t('searchSubmit')}
        />
      </div>
      {destinations.length > 0 ? (
        <section aria-labelledby="popular-destinations" className="mx-auto mt-14 max-w-4xl">
          <h2 id="popular-destinations" className="text-center text-lg font-semibold text-ink">
            {t('popular')}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {destinations.map((country) => (
              <li key={country._id}>
                <Link
                  href={`/${country.slug}${DESTINATION_PAGE_SUFFIX}`}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm font-semibold text-ink shadow-sm hover:border-brand-600"
                  data-testid="popular-destination"
                >
                  <FlagImage
                    src={country.flagImageUrlFull}
                    countryName={country.localName}
                    decorative
                    className="h-6 w-8"
                  />
                  {country.localName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-12 text-center">
        <Link href="/" className="font-semibold text-brand-700 hover:underline">
          {t('home')}
        </Link>
      </p>
    </Container>
  );
}
