'use client';
import type { Order } from '@tern/contracts';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/browser/orders';
import { nextPollDelay } from './poll-schedule';

export type WatchPhase = 'waiting' | 'ready' | 'gave-up';

/**
 * Keeps a "being prepared" page up to date without a reload: asks the API about the order on
 * the poll schedule and, once `isReady(order)`, re-renders the page on the server
 * (router.refresh()), which swaps the waiting state for the delivered one with its server-drawn
 * QR code. The end of the polling window, or a lost session, ends with 'gave-up'.
 */
export function useOrderWatch(orderId: string, isReady: (order: Order) => boolean): WatchPhase {
  const router = useRouter();
  const [phase, setPhase] = useState<WatchPhase>('waiting');
  // The latest test, without restarting the polling when the caller passes a new function.
  const ready = useRef(isReady);
  ready.current = isReady;

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
        if (ready.current(data.order)) {
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

  return phase;
}
