'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useWords } from '@/i18n/words';
import { ApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/browser/orders';

const LOOK_EVERY_MS = 2_000;
const GIVE_UP_AFTER_MS = 3 * 60_000;

/**
 * The second after payment, while the lounge confirms the booking: looks at the order every
 * 2 s and re-renders the page on the server (with its QR codes) once the e-pass is there. After
 * a few minutes it stops and says the e-pass will come by e-mail.
 */
export function PassWatcher({ orderId, lineId }: { orderId: string; lineId: string }) {
  const t = useWords('lounges.pass.watch');
  const router = useRouter();
  const [phase, setPhase] = useState<'waiting' | 'ready' | 'gave-up'>('waiting');

  useEffect(() => {
    const startedAt = Date.now();
    const controller = new AbortController();
    let timer: number | undefined;
    const schedule = () => {
      if (Date.now() - startedAt + LOOK_EVERY_MS > GIVE_UP_AFTER_MS) setPhase('gave-up');
      else timer = window.setTimeout(look, LOOK_EVERY_MS);
    };
    async function look() {
      try {
        const { data } = await getOrder(orderId, controller.signal);
        const line = data.order.lines.find((l) => l.id === lineId);
        if (line && line.kind !== 'esim_plan' && (line.delivery || line.status !== 'pending')) {
          setPhase('ready');
          router.refresh();
          return;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
          setPhase('gave-up');
          return;
        }
      }
      schedule();
    }
    schedule();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [orderId, lineId, router]);

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
