import { destinationPagePath } from '@tern/domain';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { PlanCoverage } from './destination-view';

/** Up to this many countries are listed in full; a longer list shows these and expands. */
const PREVIEW_COUNT = 6;

/**
 * A regional plan card's coverage (issue 25): every country it works in, and the popular
 * neighbours it does not. A native <details> expands a long list: keyboard-operable and
 * announced as expanded or collapsed, with no script. The Global plan lists 240-odd names, so
 * they are plain text, not links (a link each would weigh on every card).
 */
export function PlanCoverageList({ coverage }: { coverage: PlanCoverage }) {
  const t = useTranslations('destination.card.coverage');
  const locale = useLocale() as Locale;
  const { countries, notCovered } = coverage;
  const count = countries.length;
  const long = count > PREVIEW_COUNT + 1;
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <div
      className="group/coverage mt-3 space-y-1.5 text-sm text-slate-700"
      data-testid="bundle-coverage"
    >
      <p>
        <span className="font-semibold text-ink">{t('works', { count })}:</span>{' '}
        {long ? (
          <span className="group-has-[details[open]]/coverage:hidden">
            {t('preview', {
              countries: countries.slice(0, PREVIEW_COUNT).join(', '),
              count: count - PREVIEW_COUNT,
            })}
          </span>
        ) : (
          <span data-testid="bundle-coverage-all">{and.format(countries)}</span>
        )}
      </p>
      {long ? (
        <details>
          <summary className="cursor-pointer font-semibold text-brand-700 hover:underline">
            {t('showAll', { count })}
          </summary>
          <p className="mt-1 text-slate-700" data-testid="bundle-coverage-all">
            {countries.join(', ')}
          </p>
        </details>
      ) : null}
      {notCovered.length > 0 ? (
        <p data-testid="bundle-not-covered">
          <span className="font-semibold text-ink">{t('notCovered')}</span>{' '}
          {notCovered.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : null}
              <a
                href={getPathname({ href: destinationPagePath(name), locale })}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
