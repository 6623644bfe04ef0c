'use client';
import { useWords } from '@/i18n/words';
import { useOrderWatch } from '@/lib/order-watch/use-order-watch';

/**
 * The second after payment, while the lounge confirms the booking: looks at the order every
 * 2 s and re-renders the page on the server (with its QR codes) once the e-pass is there. After
 * a few minutes it stops and says the e-pass will come by e-mail.
 */
export function PassWatcher({ orderId, lineId }: { orderId: string; lineId: string }) {
  const t = useWords('lounges.pass.watch');
  const phase = useOrderWatch(orderId, (order) => {
    const line = order.lines.find((l) => l.id === lineId);
    return Boolean(
      line && line.kind !== 'esim_plan' && (line.delivery || line.status !== 'pending'),
    );
  });

  return (
    <div className="flex items-start gap-3">
      {phase === 'waiting' ? (
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        />
      ) : null}
      <p role="status" className="text-slate-700" data-testid="pass-preparing">
        {t(phase)}
      </p>
    </div>
  );
}
