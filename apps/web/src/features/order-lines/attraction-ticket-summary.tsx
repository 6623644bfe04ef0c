import { useLocale, useTranslations } from 'next-intl';
import { formatLocalDate } from '@/lib/zoned-time';
import type { LinePreviewOf } from './line-preview';
import { SummaryRow } from './summary-row';

/**
 * An attraction ticket booking in an order summary: the attraction and its place, the day and
 * start time in the attraction's own time, the tickets by type and the lead traveller, all from
 * the snapshot taken when it was booked.
 */
export function AttractionTicketSummary({ line }: { line: LinePreviewOf<'attraction_ticket'> }) {
  const t = useTranslations('attractions');
  const locale = useLocale();
  const booking = line.product;
  return (
    <>
      <div className="mt-4">
        <p className="text-sm text-slate-600">{t('line.kind')}</p>
        <p className="font-semibold text-ink" data-testid="summary-attraction">
          {booking.name}
        </p>
        <p className="text-sm text-slate-700">
          {booking.city}, {booking.country}
        </p>
      </div>
      <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
        <SummaryRow
          label={t('line.date')}
          value={formatLocalDate(booking.date, locale)}
          testId="summary-date"
        />
        <SummaryRow label={t('line.time')} value={booking.time} testId="summary-time" />
        <SummaryRow
          label={t('line.tickets')}
          value={booking.units
            .map((unit) => t(`units.${unit.type}`, { count: unit.quantity }))
            .join(', ')}
          testId="summary-tickets"
        />
        <SummaryRow
          label={t('line.lead')}
          value={booking.leadTraveller.name}
          testId="summary-lead"
        />
      </dl>
    </>
  );
}
