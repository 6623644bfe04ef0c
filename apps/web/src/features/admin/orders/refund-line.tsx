'use client';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

/** The confirmation loads with its first opening: no page carries a dialog's code up front. */
const RefundLineDialog = lazy(() => import('./refund-line-dialog'));

/**
 * "Refund" for one line of an order: asks for a note and a confirmation in a dialog, then
 * shows the order as the server now has it (the line refunded, the refund in the ledger).
 */
export function RefundLine({
  orderId,
  lineId,
  lineName,
  amountLabel,
}: {
  orderId: string;
  lineId: string;
  lineName: string;
  amountLabel: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={refreshing || done}
        aria-busy={refreshing}
        aria-label={`Refund ${lineName}`}
      >
        Refund
      </Button>
      <p role="status" className="sr-only">
        {done ? `${lineName} refunded.` : ''}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <RefundLineDialog
            orderId={orderId}
            lineId={lineId}
            lineName={lineName}
            amountLabel={amountLabel}
            onClose={() => setOpen(false)}
            onRefunded={() => {
              setOpen(false);
              setDone(true);
              startRefresh(() => router.refresh());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
