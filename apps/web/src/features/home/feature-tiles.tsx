import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/i18n/link';
import { FeatureIcon } from './feature-icons';
import { itineraryHref } from './itinerary-link';

type FeatureKey = 'itinerary' | 'attractions' | 'lounge' | 'fastTrack' | 'visa' | 'insurance';

/**
 * Spec §2 feature tiles. Lounge and fast-track will open the city picker (a later issue); until
 * then they go to /coming-soon like visa and insurance, which are not offered yet at all.
 */
function features(today: Date): { key: FeatureKey; href: string; soon: boolean }[] {
  return [
    { key: 'itinerary', href: itineraryHref(today), soon: false },
    { key: 'attractions', href: '/adventure', soon: false },
    { key: 'lounge', href: '/coming-soon?service=lounge', soon: false },
    { key: 'fastTrack', href: '/coming-soon?service=fast-track', soon: false },
    { key: 'visa', href: '/coming-soon?service=visa', soon: true },
    { key: 'insurance', href: '/coming-soon?service=travel-insurance', soon: true },
  ];
}

export async function FeatureTiles() {
  const t = await getTranslations('home.features');
  return (
    <nav aria-label={t('label')} className="mt-10 sm:mt-12">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {features(new Date()).map(({ key, href, soon }) => (
          <li key={key}>
            <PlainLink
              href={href}
              data-testid="feature-tile"
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white">
                  <FeatureIcon name={key} />
                </span>
                {soon ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    {t('soon')}
                  </span>
                ) : null}
              </span>
              <span className="mt-3 font-semibold text-ink">{t(`items.${key}.title`)}</span>
              <span className="mt-0.5 text-sm text-slate-600">{t(`items.${key}.text`)}</span>
            </PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
