'use client';
import type { Bundle, Locale } from '@tern/contracts';
import { useEffect, useState } from 'react';
import { usePreferredCurrency } from '@/features/preferences';
import { listBundles } from '@/lib/api/browser/catalogue';

/** Spec §9: the thank-you modal shows at most 6 plans. */
export const SUGGESTED_PLANS = 6;

/**
 * The destination's own plans in the visitor's currency, named in `locale`: null while loading,
 * then at most six. Spec §8: a failed list call is logged only, and shows as no plans.
 */
export function useSuggestedPlans(destination: string, locale: Locale): Bundle[] | null {
  const currency = usePreferredCurrency();
  const [plans, setPlans] = useState<Bundle[] | null>(null);
  useEffect(() => {
    // The currency is known once the page has read its cookie; asking before would mean USD.
    if (!currency) return;
    const request = new AbortController();
    setPlans(null);
    listBundles({
      query: { search: destination, type: 1, currency, locale },
      signal: request.signal,
    })
      .then((answer) => setPlans(answer.data.bundles.slice(0, SUGGESTED_PLANS)))
      .catch((error: unknown) => {
        if (request.signal.aborted) return;
        console.error('[promo] suggested plans did not load', error);
        setPlans([]);
      });
    return () => request.abort();
  }, [destination, currency, locale]);
  return plans;
}
