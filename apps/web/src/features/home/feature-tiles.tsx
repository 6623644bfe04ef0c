import { getLocale, getTranslations } from 'next-intl/server';
import { CityPickerButton, cityPickerMessages } from '@/features/lounges';
import { PlainLink } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { defaultItineraryHref } from '@/lib/itinerary-link';
import { FeatureIcon } from './feature-icons';
import { ITINERARY_TILE_ID } from './itinerary-modal-state';

type FeatureKey = 'itinerary' | 'attractions' | 'lounge' | 'fastTrack' | 'visa' | 'insurance';

/**
 * Spec §2 feature tiles. The free itinerary links to /itinery with its default query and, with
 * JavaScript, opens the itinerary modal instead (HomeArrival); lounge and fast-track open the
 * city picker in their own mode; visa and insurance go to /coming-soon, as they are not offered
 * yet. `today` is the server's (UTC) date when the static page is rendered.
 */
function features(today: string): { key: FeatureKey; href: string | null; soon: boolean }[] {
  return [
    { key: 'itinerary', href: defaultItineraryHref(today), soon: false },
    { key: 'attractions', href: '/adventure', soon: false },
    { key: 'lounge', href: null, soon: false },
    { key: 'fastTrack', href: null, soon: false },
    { key: 'visa', href: '/coming-soon?service=visa', soon: true },
    { key: 'insurance', href: '/coming-soon?service=travel-insurance', soon: true },
  ];
}

const TILE_CLASS =
  'group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-4 text-start shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md';

export async function FeatureTiles() {
  const t = await getTranslations('home.features');
  const root = await getTranslations();
  const locale = (await getLocale()) as Locale;
  return (
    <nav aria-label={t('label')} className="mt-10 sm:mt-12">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {features(new Date().toISOString().slice(0, 10)).map(({ key, href, soon }) => {
          const body = (
            <>
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
            </>
          );
          return (
            <li key={key}>
              {href ? (
                <PlainLink
                  href={href}
                  id={key === 'itinerary' ? ITINERARY_TILE_ID : undefined}
                  data-testid="feature-tile"
                  className={TILE_CLASS}
                >
                  {body}
                </PlainLink>
              ) : (
                <CityPickerButton
                  mode={key === 'fastTrack' ? 'fasttrack' : 'lounge'}
                  messages={cityPickerMessages(
                    root,
                    locale,
                    key === 'fastTrack' ? 'fasttrack' : 'lounge',
                  )}
                  className={TILE_CLASS}
                  testId="feature-tile"
                >
                  {body}
                </CityPickerButton>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
