'use client';
import { useWords } from '@/i18n/words';
import { useOrderWatch } from '@/lib/order-watch/use-order-watch';

/**
 * The second after payment, while the supplier (a lounge, an attraction) confirms the booking:
 * looks at the order and re-renders the page on the server (with its QR codes) once the line is
 * booked, or refunded because it could not be confirmed. After a few minutes it stops and says
 * the passes or tickets will come by e-mail. `words` names the namespace of its three sentences
 * (waiting, ready, gave-up).
 */
export function LineWatcher({
  orderId,
  lineId,
  words,
  testId,
}: {
  orderId: string;
  lineId: string;
  words: string;
  testId: string;
}) {
  const t = useWords(words);
  const phase = useOrderWatch(orderId, lineId);
  // Refunded (the lounge said no): the page re-renders with the refund; until then, as it was.
  const shown = phase === 'refunded' ? 'waiting' : phase === 'fulfilled' ? 'ready' : phase;

  return (
    <div className="flex items-start gap-3">
      {shown === 'waiting' ? (
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        />
      ) : null}
      <p role="status" className="text-slate-700" data-testid={testId}>
        {t(shown)}
      </p>
    </div>
  );
}
