'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/browser/orders';
import { nextPollDelay } from './poll-schedule';

export interface PreparingText {
  /** What is happening now: "usually within a minute" or, when already late, the e-mail note. */
  waiting: string;
  /** The calm note once the page stops looking: the eSIM will come by e-mail. */
  slow: string;
  ready: string;
}

/**
 * Keeps the "preparing" page up to date without a reload: it asks the API about the order
 * every few seconds and, once the eSIM is there, re-renders the page on the server
 * (router.refresh()), which swaps this state for the delivered one with its server-drawn QR.
 * Reaching the end of the polling window, or losing the session, ends with the e-mail note.
 */
export function PreparingWatcher({ orderId, text }: { orderId: string; text: PreparingText }) {
  const router = useRouter();
  const [phase, setPhase] = useState<'waiting' | 'ready' | 'gave-up'>('waiting');

  useEffect(() => {
    const startedAt = Date.now();
    const controller = new AbortController();
    let timer: number | undefined;

    const schedule = () => {
      const delay = nextPollDelay(startedAt, Date.now());
      if (delay === null) setPhase('gave-up');
      else timer = window.setTimeout(look, delay);
    };

    async function look() {
      try {
        const { data } = await getOrder(orderId, controller.signal);
        if (data.order.esim) {
          setPhase('ready');
          router.refresh();
          return;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        // Signed out elsewhere: asking again cannot succeed. Anything else (offline, a
        // restarting server) is worth another look.
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
  }, [orderId, router]);

  return (
    <div className="mt-4 flex items-start gap-3">
      {phase === 'waiting' ? (
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        />
      ) : null}
      <p role="status" className="text-slate-700" data-testid="preparing-message">
        {phase === 'waiting' ? text.waiting : phase === 'ready' ? text.ready : text.slow}
      </p>
    </div>
  );
}
