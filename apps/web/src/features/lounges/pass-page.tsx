import type { AirportLine, Order } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { QrCode } from '@/components/ui/qr-code';
import {
  BookingCancellation,
  CancelledOrder,
  ChargeFact,
  OrderOutcome,
  refundsOfLine,
} from '@/features/orders';
import { IslandWords } from '@/i18n/island-words';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatLocalDate, zoneLabel } from '@/lib/zoned-time';
import { type PassState, passState } from './pass-state';
import { PassWatcher } from './pass-watcher';
import { ConditionsList } from './service-conditions';
import { modeOfLine, servicePath } from './service-paths';

const BADGE: Record<PassState, string> = {
  ready: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  preparing: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  unpaid: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  cancelled: 'bg-red-50 text-red-800 ring-red-600/30',
  refunded: 'bg-red-50 text-red-800 ring-red-600/30',
  cancelledUnpaid: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

/**
 * /passes/{orderId}: the e-pass of each lounge or fast-track booking in the order, with a QR
 * code per booking, who, where and when in the airport's time, the conditions and, while it is
 * free, cancellation. Drawn on the server so its offline copy shows everything.
 */
export async function PassPage({
  order,
  lines,
  locale,
}: {
  order: Order;
  lines: AirportLine[];
  locale: Locale;
}) {
  const t = await getTranslations('lounges.pass');
  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
        <a
          href={getPathname({ href: '/profile', locale })}
          className="inline-flex items-center gap-1 hover:text-ink hover:underline"
        >
          <span aria-hidden="true">←</span> {t('back')}
        </a>
      </nav>
      {lines.map((line, index) => (
        <PassBooking
          key={line.id}
          order={order}
          line={line}
          locale={locale}
          headingLevel={index === 0 ? 1 : 2}
        />
      ))}
      <p className="mt-10 text-sm text-slate-600 [overflow-wrap:anywhere]">
        {t('sentTo', { email: order.email })} {t('offline')}
      </p>
    </Container>
  );
}

async function PassBooking({
  order,
  line,
  locale,
  headingLevel,
}: {
  order: Order;
  line: AirportLine;
  locale: Locale;
  headingLevel: 1 | 2;
}) {
  const t = await getTranslations('lounges.pass');
  const ts = await getTranslations('lounges.side');
  const b = line.product;
  const state = passState(order, line);
  const zone = zoneLabel(b.airport.timeZone, locale, new Date(b.entryWindow.startsAt));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const refunds = refundsOfLine(order, line.id);
  // A refunded or never-paid booking is booked again from its lounge's or lane's page.
  const again = {
    href: getPathname({ href: servicePath(modeOfLine(line.kind), b.resourceId), locale }),
    label: t('bookAgain', { name: b.name }),
  };

  return (
    <article className="mt-6 border-b border-slate-200 pb-10 last:border-0" data-testid="pass">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {t(`eyebrow.${line.kind}`)}
        </p>
        <Heading className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {b.name}
        </Heading>
        <p className="mt-1 text-slate-700">
          {b.airport.name} ({b.airport.iata}) · {b.airport.city}, {b.airport.country}
        </p>
        <p className="mt-3">
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${BADGE[state]}`}
            data-testid="pass-status"
          >
            {t(`status.${state}`)}
          </span>
        </p>
      </header>

      <dl className="mt-6 grid gap-x-8 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('date')} value={formatLocalDate(b.date, locale)} testId="pass-date" />
        <Fact
          label={t('entry')}
          value={t('entryWindow', { from: b.entryWindow.from, until: b.entryWindow.until, zone })}
          testId="pass-entry"
        />
        <Fact label={t('flight')} value={b.flightNumber} />
        <Fact
          label={t('terminal')}
          value={`${b.terminal} · ${ts(b.side)}`}
          testId="pass-terminal"
        />
        <Fact label={t('where')} value={b.location} />
        <Fact
          label={t('party')}
          value={t('partyCount', { adults: b.adults, children: b.children })}
        />
        {/* The order's one payment, beside its first booking. */}
        {headingLevel === 1 ? <ChargeFact order={order} locale={locale} /> : null}
      </dl>

      <div className="mt-6">
        {state === 'ready' && line.delivery ? (
          <section aria-labelledby={`${line.id}-passes`}>
            <h2 id={`${line.id}-passes`} className="text-lg font-bold text-ink">
              {t('showAtEntrance')}
            </h2>
            <ul className="mt-3 grid gap-6 sm:grid-cols-2">
              {line.delivery.passes.map((pass) => (
                <li
                  key={pass.passId}
                  className="rounded-2xl border border-slate-200 bg-white p-4"
                  data-testid="pass-card"
                >
                  {pass.status === 'valid' ? (
                    <QrCode
                      value={pass.token}
                      label={t('qrLabel', { names: pass.names.join(', ') })}
                      testId="pass-qr"
                    />
                  ) : null}
                  <p className="mt-3 text-xs text-slate-600">{t('passNumber')}</p>
                  <p className="font-mono font-semibold text-ink break-all" data-testid="pass-id">
                    {pass.passId}
                  </p>
                  <p className="mt-2 text-xs text-slate-600">{t('reference')}</p>
                  <p className="font-mono text-ink break-all">{pass.providerReference}</p>
                  <p className="mt-2 text-xs text-slate-600">{t('names')}</p>
                  <ul className="font-semibold text-ink" data-testid="pass-names">
                    {pass.names.map((name, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two travellers may share a name
                      <li key={i}>{name}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ) : state === 'preparing' ? (
          <IslandWords namespaces={['lounges.pass.watch']}>
            <PassWatcher orderId={order.id} lineId={line.id} />
          </IslandWords>
        ) : state === 'unpaid' ? (
          <p className="text-slate-700">
            {t('unpaid')}{' '}
            <a
              href={getPathname({ href: `/checkout/${order.id}`, locale })}
              className="font-semibold text-brand-700 underline"
            >
              {t('payNow')}
            </a>
          </p>
        ) : state === 'refunded' ? (
          <OrderOutcome
            id={`${line.id}-refunded`}
            title={t('refundedTitle')}
            text={t('refunded')}
            refunds={refunds}
            email={order.email}
            locale={locale}
            again={again}
            testId="pass-refunded"
          />
        ) : state === 'cancelledUnpaid' ? (
          <CancelledOrder id={`${line.id}-cancelled`} order={order} locale={locale} again={again} />
        ) : null}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${line.id}-conditions`}>
          <h2 id={`${line.id}-conditions`} className="text-lg font-bold text-ink">
            {t('conditions')}
          </h2>
          <ConditionsList conditions={b.conditions} />
        </section>
        <BookingCancellation
          order={order}
          line={line}
          state={state}
          refunds={refunds}
          timeZone={b.airport.timeZone}
          words="lounges.pass"
          locale={locale}
          testId="pass-cancellation"
        />
      </div>
    </article>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
