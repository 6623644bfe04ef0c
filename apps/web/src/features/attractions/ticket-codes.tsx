import type { AttractionTicketDelivery, AttractionTicketLine } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { QrCode } from '@/components/ui/qr-code';

/**
 * One QR code per ticket (its signed token, which the gate checks offline), numbered per type
 * ("Adult ticket 2 of 3"), with the ticket number printed under it. A cancelled ticket keeps
 * its number but loses its code.
 */
export async function TicketCodes({
  line,
  delivery,
}: {
  line: AttractionTicketLine;
  delivery: AttractionTicketDelivery;
}) {
  const t = await getTranslations('attractions');
  const name = line.product.leadTraveller.name;
  const seen = new Map<string, number>();
  return (
    <section aria-labelledby={`${line.id}-codes`}>
      <h2 id={`${line.id}-codes`} className="text-lg font-bold text-ink">
        {t('ticket.showAtEntrance')}
      </h2>
      <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {delivery.tickets.map((ticket) => {
          const n = (seen.get(ticket.unitType) ?? 0) + 1;
          seen.set(ticket.unitType, n);
          const total = delivery.tickets.filter((x) => x.unitType === ticket.unitType).length;
          const type = t(`unit.${ticket.unitType}`);
          return (
            <li
              key={ticket.ticketId}
              className="rounded-2xl border border-slate-200 bg-white p-4"
              data-testid="ticket-card"
            >
              <p className="mb-3 font-semibold text-ink">
                {type} {total > 1 ? `${n}/${total}` : ''}
              </p>
              {ticket.status === 'valid' ? (
                <QrCode
                  value={ticket.token}
                  label={t('ticket.qrLabel', { type, n, total, name })}
                  testId="ticket-qr"
                />
              ) : (
                <p className="text-sm font-semibold text-red-700">{t('ticket.ticketCancelled')}</p>
              )}
              <p className="mt-3 text-xs text-slate-600">{t('ticket.ticketNumber')}</p>
              <p className="font-mono font-semibold text-ink break-all" data-testid="ticket-id">
                {ticket.ticketId}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
