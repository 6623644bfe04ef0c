import { MAX_SEARCH_CHARACTERS } from '@tern/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { FlagImage } from '@/components/ui/flag-image';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listPopularBundles } from '@/lib/api/popular-bundles';

const POPULAR_LIMIT = 8;

/** The countries of the curated popular plans, each once; none when the API is down. */
async function popularDestinations() {
  try {
    const { data } = await listPopularBundles({ page: 1, limit: 40 });
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
  const destinations = await popularDestinations();
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
        <search className="mx-auto mt-8 max-w-md">
          <form
            action={getPathname({ href: '/esim-list', locale })}
            method="get"
            className="flex gap-2"
          >
            <label htmlFor="not-found-search" className="sr-only">
              {t('searchLabel')}
            </label>
            <input
              id="not-found-search"
              name="search"
              type="search"
              required
              maxLength={MAX_SEARCH_CHARACTERS}
              placeholder={t('searchPlaceholder')}
              className="h-12 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
            />
            <button
              type="submit"
              className="h-12 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('searchSubmit')}
            </button>
          </form>
        </search>
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
                  href={`/${country.slug}-mobile-esim-plans`}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm font-semibold text-ink shadow-sm hover:border-brand-600"
                  data-testid="popular-destination"
                >
                  <FlagImage
                    src={country.flagImageUrlFull}
                    countryName={country.name}
                    decorative
                    className="h-6 w-8"
                  />
                  {country.name}
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
