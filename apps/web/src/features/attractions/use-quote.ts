'use client';
import type { AttractionQuote, TicketUnit } from '@tern/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { quoteAttractionTickets } from '@/lib/api/browser/attractions';

/** Steppers are pressed in bursts; one quote after the last press, not one per press. */
const QUOTE_DEBOUNCE_MS = 300;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; last: AttractionQuote | null }
  | { status: 'ready'; quote: AttractionQuote }
  | { status: 'soldOut' }
  | { status: 'failed' };

/**
 * The server's live total for a slot and its tickets: asked again (debounced) whenever they
 * change, the older question cancelled so a slow answer never overwrites a newer one. `request`
 * is null while the booking cannot be priced (no slot yet, or no adult beside a child).
 */
export function useQuote(
  attractionId: string,
  request: { date: string; time: string; units: TicketUnit[]; currency: string } | null,
): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const key = request ? JSON.stringify(request) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for request
  useEffect(() => {
    if (!request) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({
      status: 'loading',
      last:
        previous.status === 'ready'
          ? previous.quote
          : previous.status === 'loading'
            ? previous.last
            : null,
    }));
    const timer = window.setTimeout(() => {
      quoteAttractionTickets(attractionId, request, controller.signal)
        .then(({ data }) => setState({ status: 'ready', quote: data }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (isApiError(error) && error.code === 'SOLD_OUT') setState({ status: 'soldOut' });
          else {
            console.error('[attractions] quote failed', isApiError(error) ? error.code : error);
            setState({ status: 'failed' });
          }
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [attractionId, key]);

  return state;
}
