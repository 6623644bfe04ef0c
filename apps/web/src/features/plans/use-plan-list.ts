'use client';
import type { Locale } from '@tern/contracts';
import { normalizeSearchText, resolveSearchIntent } from '@tern/domain';
import { startTransition, useEffect, useState } from 'react';
import { usePreferredCurrency } from '@/features/preferences';
import { fetchPlanPage, type PlanListItem, type PlanTab } from './fetch-plan-page';
import { isNarrowScreen } from './use-narrow-screen';

/** Everything a reload depends on; any new object means "load again" (spec §4). */
export interface PlanRequest {
  tab: PlanTab;
  page: number;
  /** The search text as submitted or typed; resolved with resolveSearchIntent when loading. */
  searchText: string;
  /** Toggled by the search button, so submitting reloads even when the text is unchanged. */
  submitFlag: boolean;
  currency: string | null;
}

export interface PlanListState {
  items: PlanListItem[];
  total: number;
  /** Last page that arrived; the load-more widget counts from it. */
  loadedPage: number;
  loading: boolean;
  /** Loading a further page of the local tab: the current cards stay, skeletons follow them. */
  appending: boolean;
}

/**
 * The query value a search text stands for (spec §5): nothing for 2 characters or fewer, else the
 * normalised text. An alias goes out as typed ("usa"): the API maps it to exactly its country,
 * where searching the country's name would also match "United States Virgin Islands".
 */
export function searchQueryFor(text: string): string | undefined {
  const intent = resolveSearchIntent(text);
  if (intent.kind === 'alias') return normalizeSearchText(text);
  return intent.kind === 'text' ? intent.text : undefined;
}

const INITIAL: PlanListState = {
  items: [],
  total: 0,
  loadedPage: 0,
  loading: true,
  appending: false,
};

/**
 * The listing's state. Nothing is fetched until `wanted` (the section is near the viewport): a
 * visitor who never scrolls to the plans spends no data on them, and the page's load is not
 * followed by a page of cards to render, twelve flags to fetch and, on a phone, a location
 * prompt for the popular tab.
 */
export function usePlanList(locale: Locale, wanted = true) {
  const currency = usePreferredCurrency();
  const [request, setRequest] = useState<PlanRequest>({
    tab: 'local',
    page: 1,
    searchText: '',
    submitFlag: false,
    currency: null,
  });
  const [state, setState] = useState<PlanListState>(INITIAL);

  // Popular is the default tab on narrow screens (spec §2); the server cannot know the width.
  useEffect(() => {
    if (isNarrowScreen()) startTransition(() => setRequest((r) => ({ ...r, tab: 'popular' })));
  }, []);

  // Prices follow the currency picker; a new currency starts again at page 1, since appending
  // pages in two currencies would mix prices.
  useEffect(() => {
    setRequest((r) => (r.currency === currency ? r : { ...r, currency, page: 1 }));
  }, [currency]);

  useEffect(() => {
    const { tab, page, searchText, currency: code } = request;
    // Statically generated pages cannot know the currency: wait for it rather than show wrong prices.
    if (!code || !wanted) return;
    const controller = new AbortController();
    // Local tab: page 1 replaces the list, later pages append (spec §4).
    const appending = tab === 'local' && page > 1;
    setState((s) => ({ ...s, loading: true, appending }));
    fetchPlanPage({
      tab,
      page,
      search: searchQueryFor(searchText),
      currency: code,
      locale,
      signal: controller.signal,
    })
      // A page of cards is the largest render the list does: as a transition React renders it
      // in slices, so a phone stays responsive while the cards appear (issue 10).
      .then((result) =>
        startTransition(() =>
          setState((s) => ({
            items: appending ? [...s.items, ...result.items] : result.items,
            total: result.total,
            loadedPage: page,
            loading: false,
            appending: false,
          })),
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: a failed list call is logged, the loader ends, no message is shown.
        console.error('[plans] list failed', error);
        setState((s) =>
          appending
            ? { ...s, loading: false, appending: false }
            : { items: [], total: 0, loadedPage: 0, loading: false, appending: false },
        );
      });
    return () => controller.abort();
  }, [request, wanted, locale]);

  return { request, setRequest, state };
}
