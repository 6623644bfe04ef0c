'use client';
import { lazy, Suspense, useState } from 'react';
import { useWords } from '@/i18n/words';

/** The confirmation and the cancel call load when the traveller asks to cancel, not with the pass. */
const CancelDialog = lazy(() => import('./cancel-dialog'));

/** "Cancel booking": opens the confirmation dialog (free cancellation is still open). */
export function CancelBooking({
  orderId,
  lineId,
  refund,
}: {
  orderId: string;
  lineId: string;
  /** The amount refunded, formatted. */
  refund: string;
}) {
  const t = useWords('lounges.pass.cancel');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex h-11 items-center rounded-full border border-red-700 px-5 text-sm font-semibold text-red-700 hover:bg-red-50"
        data-testid="cancel-booking"
      >
        {t('button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CancelDialog
            orderId={orderId}
            lineId={lineId}
            refund={refund}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
