'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/browser/orders';
import { type LineOutcome, lineOutcome } from './line-outcome';
import { nextPollDelay } from './poll-schedule';

/** Waiting; the line's outcome (delivered: 'fulfilled', or 'refunded'); or no more looking. */
export type WatchPhase = 'waiting' | NonNullable<LineOutcome> | 'gave-up';

/**
 * Keeps a "being prepared" page up to date without a reload: reads the order (GET, which never
 * changes it) on the poll schedule and, once the watched line is delivered or refunded,
 * re-renders the page on the server (router.refresh()), which swaps the waiting state for the
 * delivered one with its server-drawn QR code, or for the refund. The end of the polling window,
 * or a lost session, ends with 'gave-up'.
 */
export function useOrderWatch(orderId: string, lineId: string): WatchPhase {
  const router = useRouter();
  const [phase, setPhase] = useState<WatchPhase>('waiting');

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
        const outcome = lineOutcome(data.order, lineId);
        if (outcome) {
          setPhase(outcome);
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
  }, [orderId, lineId, router]);

  return phase;
}
