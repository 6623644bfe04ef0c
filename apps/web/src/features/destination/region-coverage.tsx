import { destinationPagePath } from '@tern/domain';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** Which countries a region's plans work in, each linking to its own local plans. */
export function RegionCoverage({ name, countries }: { name: string; countries: string[] }) {
  const t = useTranslations('destination.sections');
  const locale = useLocale() as Locale;
  if (countries.length === 0) return null;
  return (
    <section aria-labelledby="region-coverage" className="defer-offscreen">
      <h2 id="region-coverage" className="text-2xl font-bold tracking-tight text-ink">
        {t('coveredTitle', { name, count: countries.length })}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {countries.map((country) => (
          <li key={country}>
            {/* Plain links: the Global region lists 243 countries; router Links would each hydrate. */}
            <a
              href={getPathname({ href: destinationPagePath(country), locale })}
              className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-600 hover:text-ink"
            >
              {country}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
