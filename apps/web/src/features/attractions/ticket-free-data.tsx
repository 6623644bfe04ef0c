import type { AttractionTicketSnapshot, FreeData } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { DeliveredEsim } from '@/features/esim';

/**
 * The free travel data that came with the tickets: the eSIM's install links, QR code and codes
 * exactly as its own eSIM page shows them, or a note while it is being delivered. Nothing for
 * an attraction that includes no data.
 */
export async function TicketFreeData({
  lineId,
  booking,
  freeData,
}: {
  lineId: string;
  booking: AttractionTicketSnapshot;
  freeData: FreeData | null;
}) {
  if (booking.dataMb <= 0) return null;
  const t = await getTranslations('attractions.ticket');
  return (
    <section
      aria-labelledby={`${lineId}-free-data`}
      className="mt-10"
      data-testid="ticket-free-data"
    >
      <h2 id={`${lineId}-free-data`} className="text-xl font-bold text-ink">
        {t('freeData')}
      </h2>
      <p className="mt-1 text-slate-700">
        {t('freeDataIntro', { description: booking.dataDescription })}
      </p>
      <div className="mt-4">
        {freeData?.esim ? (
          <DeliveredEsim esim={freeData.esim} destination={freeData.plan.destination.localName} />
        ) : (
          <p role="status" className="text-slate-700">
            {t('freeDataPreparing')}
          </p>
        )}
      </div>
    </section>
  );
}
