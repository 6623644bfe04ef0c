'use client';
import { useOrderWatch } from '@/lib/order-watch/use-order-watch';

export interface PreparingText {
  /** What is happening now: "usually within a minute" or, when already late, the e-mail note. */
  waiting: string;
  /** The calm note once the page stops looking: the eSIM will come by e-mail. */
  slow: string;
  ready: string;
}

/**
 * The "preparing" page's message, kept up to date until the eSIM line is delivered (or, if it
 * cannot be, refunded): then the page re-renders with it. The end of the polling window ends
 * with the e-mail note.
 */
export function PreparingWatcher({
  orderId,
  lineId,
  text,
}: {
  orderId: string;
  lineId: string;
  text: PreparingText;
}) {
  const phase = useOrderWatch(orderId, lineId);

  return (
    <div className="mt-4 flex items-start gap-3">
      {phase === 'waiting' || phase === 'refunded' ? (
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        />
      ) : null}
      <p role="status" className="text-slate-700" data-testid="preparing-message">
        {/* Refunded: the page re-renders with the refund in a moment; until then, as it was. */}
        {phase === 'fulfilled' ? text.ready : phase === 'gave-up' ? text.slow : text.waiting}
      </p>
    </div>
  );
}
