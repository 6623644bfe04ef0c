import type { AirportLine, Order } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { QrCode } from '@/components/ui/qr-code';
import { SupplierText } from '@/components/ui/supplier-text';
import {
  BookingCancellation,
  BookingFact,
  BookingProgress,
  BookingStatusBadge,
  ChargeFact,
  refundsOfLine,
} from '@/features/orders';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatLocalDate, zoneLabel } from '@/lib/zoned-time';
import { passState } from './pass-state';
import { ConditionsList } from './service-conditions';
import { modeOfLine, servicePath } from './service-paths';

/**
 * /passes/{orderId}: the e-pass of each lounge or fast-track booking in the order, with a QR
 * code per booking, who, where and when in the airport's time, the conditions and, while it is
 * free, cancellation. Drawn on the server so its offline copy shows everything.
 */
export async function PassBooking({
  order,
  line,
  locale,
  first,
}: {
  order: Order;
  line: AirportLine;
  locale: Locale;
  first: boolean;
}) {
  const t = await getTranslations('lounges.pass');
  const ts = await getTranslations('lounges.side');
  const b = line.product;
  const state = passState(order, line);
  const zone = zoneLabel(b.airport.timeZone, locale, new Date(b.entryWindow.startsAt));
  const Heading = first ? 'h1' : 'h2';
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
          <SupplierText>{b.name}</SupplierText>
        </Heading>
        <p className="mt-1 text-slate-700">
          <SupplierText>{b.airport.name}</SupplierText> ({b.airport.iata}) ·{' '}
          <SupplierText>
            {b.airport.city}, {b.airport.country}
          </SupplierText>
        </p>
        <p className="mt-3">
          <BookingStatusBadge state={state} label={t(`status.${state}`)} testId="pass-status" />
        </p>
      </header>

      <dl className="mt-6 grid gap-x-8 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <BookingFact label={t('date')} value={formatLocalDate(b.date, locale)} testId="pass-date" />
        <BookingFact
          label={t('entry')}
          value={t('entryWindow', { from: b.entryWindow.from, until: b.entryWindow.until, zone })}
          testId="pass-entry"
        />
        <BookingFact label={t('flight')} value={b.flightNumber} />
        <BookingFact
          label={t('terminal')}
          value={
            <>
              <SupplierText>{b.terminal}</SupplierText> · {ts(b.side)}
            </>
          }
          testId="pass-terminal"
        />
        <BookingFact label={t('where')} value={<SupplierText>{b.location}</SupplierText>} />
        <BookingFact
          label={t('party')}
          value={t('partyCount', { adults: b.adults, children: b.children })}
        />
        {/* The order's one payment, beside its first booking. */}
        {first ? <ChargeFact order={order} locale={locale} /> : null}
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
        ) : (
          <BookingProgress
            order={order}
            lineId={line.id}
            state={state}
            refunds={refunds}
            again={again}
            words="lounges.pass"
            locale={locale}
            testId="pass"
          />
        )}
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
