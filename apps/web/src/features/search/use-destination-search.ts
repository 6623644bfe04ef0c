'use client';
import type { Country, Locale } from '@tern/contracts';
import { DROPDOWN_LIMIT, MAX_SEARCH_CHARACTERS } from '@tern/domain';
import { useEffect, useState } from 'react';
import { usePreferredCurrency } from '@/features/preferences';
import { listCountries } from '@/lib/api/browser/catalogue';

/** Long enough to skip the keystrokes of a fast typist, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface DestinationSearchState {
  /** The trimmed text the results belong to. */
  query: string;
  countries: Country[];
  loading: boolean;
}

const IDLE: DestinationSearchState = { query: '', countries: [], loading: false };

/**
 * Up to four countries matching the text, priced in the visitor's currency and named in their
 * language, which the text may be typed in too (spec §2 "Hero", issue 26).
 * Searches only non-empty text (spec §5); aliases such as uk or dubai are resolved by the API.
 * A newer keystroke aborts the request in flight, so a slow answer never overwrites a newer one.
 */
export function useDestinationSearch(text: string, locale: Locale): DestinationSearchState {
  const currency = usePreferredCurrency();
  const [state, setState] = useState<DestinationSearchState>(IDLE);
  const query = text.trim().slice(0, MAX_SEARCH_CHARACTERS);

  useEffect(() => {
    // The currency is null until hydration; prices must not be fetched in the wrong one.
    if (!query || !currency) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ ...previous, loading: true }));
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      listCountries({
        query: { page: 1, limit: DROPDOWN_LIMIT, search: query, currency, locale },
        signal: controller.signal,
      })
        .then(({ data }) => setState({ query, countries: data.countries, loading: false }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec §8: a failed dropdown search only ends the loader; nothing is shown.
          console.error('[search] dropdown search failed', error);
          setState({ query, countries: [], loading: false });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, currency, locale]);

  return state;
}
