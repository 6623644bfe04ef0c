import type { AttractionDetails } from '@tern/contracts';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { rasterSrc } from '@/components/ui/raster-src';
import { IslandWords } from '@/i18n/island-words';
import { PlainLink } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { zoneLabel } from '@/lib/zoned-time';
import { eventPath } from './attraction-paths';
import { durationText } from './attraction-words';
import { BookingPanelLoader } from './booking-panel-loader';
import { MeetingPointFacts } from './meeting-point-facts';
import { OpeningHours } from './opening-hours';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items, mark }: { items: readonly string[]; mark: '✓' | '✕' | '•' }) {
  const tone = mark === '✓' ? 'text-emerald-700' : mark === '✕' ? 'text-red-700' : 'text-brand-700';
  return (
    <ul className="mt-3 space-y-2 text-slate-800">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={`font-bold ${tone}`}>
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /events/{attractionId}: pictures, what the visit is, what it includes, where to meet, hours,
 * the cancellation rule in plain words and the data that comes with it, beside the booking
 * panel (calendar, times, tickets, the server's total, then the one checkout).
 */
export async function EventPage({
  details,
  locale,
}: {
  details: AttractionDetails;
  locale: Locale;
}) {
  const t = await getTranslations('attractions');
  const [hero, ...more] = details.gallery.length > 0 ? details.gallery : [details.imageUrl];
  const total = more.length + 1;
  const price = formatMoney(details.fromPrice.amount, details.fromPrice.currencyCode, locale);
  const cutoff = details.cancellation.cutoffHours;
  const data = labelDataAmount(describeDataAmount(details.dataMb), '');
  return (
    <Container className="py-8 sm:py-10">
      <nav aria-label={t('details.breadcrumb')}>
        <PlainLink
          href="/adventure"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('details.back')}
        </PlainLink>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t(`category.${details.category}`)}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {details.attractionName}
          </h1>
          <p className="mt-1 text-slate-700">
            {details.city}, {details.country}
          </p>

          <section
            aria-label={t('details.gallery', { name: details.attractionName })}
            className="mt-4"
          >
            {/* biome-ignore lint/performance/noImgElement: generated art as a WebP (raster-src.ts), nothing to optimise. */}
            <img
              src={rasterSrc(hero ?? details.imageUrl)}
              alt={t('details.picture', { name: details.attractionName, n: 1, total })}
              width={960}
              height={640}
              fetchPriority="high"
              className="aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover"
            />
            {more.length > 0 ? (
              <ul
                className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4"
                data-testid="event-gallery"
              >
                {more.map((picture, i) => (
                  <li key={picture}>
                    {/* biome-ignore lint/performance/noImgElement: as above. */}
                    <img
                      src={rasterSrc(picture)}
                      alt={t('details.picture', { name: details.attractionName, n: i + 2, total })}
                      width={320}
                      height={213}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          <dl className="mt-5 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t('details.duration')}</dt>
              <dd className="font-semibold text-ink" data-testid="event-duration">
                {durationText(t, details.durationMinutes)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('details.from')}</dt>
              <dd className="font-semibold text-ink" data-testid="event-from">
                {t('details.fromPrice', { price })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('details.data')}</dt>
              <dd className="font-semibold text-ink">
                {details.dataMb > 0 ? t('card.freeData', { data }) : '—'}
              </dd>
            </div>
          </dl>
          <p className="mt-4">
            <a href="#booking" className="font-semibold text-brand-700 underline lg:hidden">
              {t('booking.title')}
            </a>
          </p>

          {details.highlights.length > 0 ? (
            <Section id="event-highlights" title={t('details.highlights')}>
              <List items={details.highlights} mark="•" />
            </Section>
          ) : null}
          <Section id="event-about" title={t('details.about')}>
            <p className="mt-3 whitespace-pre-line text-slate-800">{details.description}</p>
          </Section>
          <div className="grid gap-x-8 sm:grid-cols-2">
            <Section id="event-included" title={t('details.included')}>
              <List items={details.included} mark="✓" />
            </Section>
            {details.notIncluded.length > 0 ? (
              <Section id="event-not-included" title={t('details.notIncluded')}>
                <List items={details.notIncluded} mark="✕" />
              </Section>
            ) : null}
          </div>
          {details.whatToBring.length > 0 ? (
            <Section id="event-bring" title={t('details.whatToBring')}>
              <List items={details.whatToBring} mark="•" />
            </Section>
          ) : null}
          <Section id="event-meeting" title={t('details.meetingPoint')}>
            <MeetingPointFacts
              point={details.meetingPoint}
              words={{ coordinates: t('details.coordinates'), openInMaps: t('details.openInMaps') }}
            />
          </Section>
          <Section id="event-hours" title={t('details.openingHours')}>
            <p className="mt-1 text-sm text-slate-600">
              {t('details.openingHoursNote', { zone: zoneLabel(details.timeZone, locale) })}
            </p>
            <OpeningHours
              hours={details.openingHours}
              locale={locale}
              closed={t('details.closed')}
            />
          </Section>
          <Section id="event-cancellation" title={t('details.cancellation')}>
            <p className="mt-3 text-slate-800" data-testid="event-cancellation">
              {details.freeCancellation
                ? t('details.freeCancellation', { hours: cutoff })
                : t('details.noFreeCancellation')}
            </p>
          </Section>
          <Section id="event-data" title={t('details.data')}>
            <p className="mt-3 text-slate-800">
              {details.dataMb > 0 && details.dataDescription
                ? t('details.dataText', { description: details.dataDescription })
                : t('details.noData')}
            </p>
          </Section>
        </div>

        <div id="booking" className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start">
          {/* The guest-details dialog of "continue" (loaded when needed) reads checkout.guest. */}
          <IslandWords namespaces={['attractions.booking', 'attractions.unit', 'checkout.guest']}>
            <BookingPanelLoader
              attraction={{
                attractionId: details.attractionId,
                name: details.attractionName,
                city: details.city,
                timeZone: details.timeZone,
                ticketTypes: details.ticketTypes,
                requiresAdult: details.requiresAdult,
                maxTickets: details.maxTickets,
                bookingWindowDays: details.bookingWindowDays,
                currency: details.fromPrice.currencyCode,
                freeCancellationHours: details.freeCancellation ? cutoff : null,
              }}
              zone={zoneLabel(details.timeZone, locale)}
              detailsPath={getPathname({ href: eventPath(details.attractionId), locale })}
              checkoutPath={getPathname({ href: '/checkout', locale })}
            />
          </IslandWords>
        </div>
      </div>
    </Container>
  );
}
