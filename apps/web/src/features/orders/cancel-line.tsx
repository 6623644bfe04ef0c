'use client';
import type { SelfRefundReason } from '@tern/contracts';
import { lazy, Suspense, useState } from 'react';
import { useWords } from '@/i18n/words';

/** The confirmation and the cancel call load when the traveller asks to cancel, not with the page. */
const CancelLineDialog = lazy(() => import('./cancel-line-dialog'));

/**
 * "Cancel booking" for any cancellable line (an e-pass, a ticket): opens the confirmation
 * dialog while free cancellation is open. `words` is the namespace of its texts (button, title,
 * text with {amount}, keep, confirm, working, failed, closed, close), which the caller hands
 * down with IslandWords: each kind says what stops working.
 */
export function CancelLine({
  orderId,
  lineId,
  refund,
  words,
  reasons,
}: {
  orderId: string;
  lineId: string;
  /** The amount refunded, formatted. */
  refund: string;
  words: string;
  /** Asks why, one of these (an eSIM given back): `words` is their namespace (reason, reasons.*). */
  reasons?: { words: string; values: readonly SelfRefundReason[] };
}) {
  const t = useWords(words);
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
          <CancelLineDialog
            orderId={orderId}
            lineId={lineId}
            refund={refund}
            words={words}
            reasons={reasons}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
