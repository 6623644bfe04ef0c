import { useLocale, useTranslations } from 'next-intl';
import { SupplierText } from '@/components/ui/supplier-text';
import { intlLocale } from '@/lib/intl-locale';
import type { LinePreviewOf } from './line-preview';
import { SummaryRow } from './summary-row';

/** A local calendar date ("2026-03-12") as the traveller reads it: "Thu, 12 Mar 2026". */
function localDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A lounge pass or fast-track booking in an order summary: the lounge or lane, the airport and
 * terminal, the day and entry window in the airport's time, the flight and who travels, all
 * from the snapshot taken when it was booked.
 */
export function AirportServiceSummary({
  line,
}: {
  line: LinePreviewOf<'lounge_pass'> | LinePreviewOf<'fast_track'>;
}) {
  const t = useTranslations('lounges.line');
  const locale = useLocale();
  const booking = line.product;
  return (
    <>
      <div className="mt-4">
        <p className="text-sm text-slate-600">{t(`kind.${line.kind}`)}</p>
        <p className="font-semibold text-ink" data-testid="summary-service">
          <SupplierText>{booking.name}</SupplierText>
        </p>
        <p className="text-sm text-slate-700">
          <SupplierText>{booking.airport.name}</SupplierText> ({booking.airport.iata}) ·{' '}
          <SupplierText>{booking.terminal}</SupplierText>
        </p>
      </div>
      <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
        <SummaryRow
          label={t('date')}
          value={localDate(booking.date, locale)}
          testId="summary-date"
        />
        <SummaryRow
          label={t('entry')}
          value={t('window', { from: booking.entryWindow.from, until: booking.entryWindow.until })}
          testId="summary-entry"
        />
        <SummaryRow label={t('flight')} value={booking.flightNumber} testId="summary-flight" />
        <SummaryRow
          label={t('travellers')}
          value={booking.travellers.join(', ')}
          testId="summary-travellers"
        />
      </dl>
    </>
  );
}
