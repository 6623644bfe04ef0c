import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { IslandWords } from '@/i18n/island-words';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { formatLocalDate } from '@/lib/zoned-time';
import { loadFirstPlan, loadSharedPlan } from './load-first-plan';
import { mapTileUrl } from './map-tile-url';
import { PlannerApp } from './planner-app';
import { type PlannerQuery, utcToday } from './planner-query';

/** The client words the planner needs: its own, and the buy-now flow's. */
const WORDS = ['itinerary.planner', 'checkout.buyNow', 'checkout.guest', 'checkout.homeCountry'];

/**
 * /itinery: the heading, then the planner island with the plan the server could make (or the
 * shared plan), rendered in the HTML so the plan is on screen at first paint.
 */
export async function PlannerPage({
  query,
  currency,
  locale,
}: {
  query: PlannerQuery;
  currency: string;
  locale: Locale;
}) {
  const t = await getTranslations('itinerary.planner');
  const today = utcToday();
  const shared = query.share ? await loadSharedPlan(query.share) : null;
  const first = shared ? null : await loadFirstPlan(query, today, { currency, locale });
  return (
    <Container className="py-8 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {t('eyebrow')}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {shared ? t('sharedTitle') : t('title')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{shared ? t('sharedIntro') : t('intro')}</p>
      {shared?.shared ? (
        <p className="mt-2 font-semibold text-ink" data-testid="shared-title">
          {t('sharedNamed', {
            title: shared.shared.title,
            date: formatLocalDate(shared.shared.sharedAt.slice(0, 10), locale),
          })}
        </p>
      ) : null}
      {shared ? (
        <a
          href={localizePath('/itinery', locale)}
          className="mt-3 inline-block font-semibold text-brand-700 underline print:hidden"
        >
          {t('makeYourOwn')}
        </a>
      ) : null}
      <IslandWords namespaces={WORDS}>
        <PlannerApp
          initialPlan={shared ? (shared.shared?.plan ?? null) : (first?.plan ?? null)}
          initialNotices={first?.notices ?? []}
          query={query}
          serverToday={today}
          currency={currency}
          locale={locale}
          shared={
            query.share && shared
              ? {
                  shareId: query.share,
                  title: shared.shared?.title ?? null,
                  missing: shared.missing,
                }
              : null
          }
          sharedAt={shared?.shared?.sharedAt ?? null}
          mapTileUrl={mapTileUrl()}
          renderedAt={Date.now()}
        />
      </IslandWords>
    </Container>
  );
}
