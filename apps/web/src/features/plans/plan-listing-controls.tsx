'use client';
import { countPages, PAGE_SIZE } from '@tern/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { useSelectDestination } from '@/features/destination-selection';
import { formatMessage } from '@/i18n/client-messages';
import { useInView } from '@/lib/use-in-view';
import type { PlanTab } from './fetch-plan-page';
import { LOADING_SKELETONS, PlanGrid } from './plan-grid';
import type { PlanListingMessages } from './plan-messages';
import { PlanSearchForm } from './plan-search-form';
import { PLAN_PANEL_ID, PlanTabs, tabId } from './plan-tabs';
import { useNarrowScreen } from './use-narrow-screen';
import { searchQueryFor, usePlanList } from './use-plan-list';

/** Most visits never see an empty list: its code loads when one is shown. */
const PlanEmptyState = lazy(() =>
  import('./plan-empty-state').then((m) => ({ default: m.PlanEmptyState })),
);

/** Typing pauses this long before the list searches (wide screens only). */
const TYPING_DEBOUNCE_MS = 300;

/**
 * The interactive part of the home page's plan listing (popular / local / regions): tabs, its
 * own search box, the cards and the pagination. The heading around it is server-rendered. The
 * first page of cards loads when the section comes within a screen of the viewport.
 */
export function PlanListingControls({
  sectionId,
  messages: m,
}: {
  /** The listing's section, scrolled back to when the page changes. */
  sectionId: string;
  messages: PlanListingMessages;
}) {
  const narrow = useNarrowScreen();
  const { request, setRequest, state } = usePlanList(
    m.locale,
    useInView(sectionId, { margin: '100% 0px', once: true }),
  );
  const { select, pending } = useSelectDestination(m.locale, m.selectionLoading);
  const [input, setInput] = useState('');
  const typingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  function applySearch(text: string) {
    // Text that resolves to the same query (e.g. "f" then "fr": both search nothing) keeps the list.
    setRequest((r) =>
      searchQueryFor(r.searchText) === searchQueryFor(text)
        ? r
        : { ...r, searchText: text, page: 1 },
    );
  }

  function onType(text: string) {
    setInput(text);
    window.clearTimeout(typingTimer.current);
    // At 767 px or less typing only edits the text; the search button reloads the list (spec §2).
    if (!narrow)
      typingTimer.current = window.setTimeout(() => applySearch(text), TYPING_DEBOUNCE_MS);
  }

  function onSubmit() {
    window.clearTimeout(typingTimer.current);
    setRequest((r) => ({ ...r, searchText: input, page: 1, submitFlag: !r.submitFlag }));
  }

  function onSelectTab(tab: PlanTab) {
    if (tab === request.tab) return;
    // Switching a tab clears the search and returns to page 1 (spec §4).
    window.clearTimeout(typingTimer.current);
    setInput('');
    setRequest((r) => ({ ...r, tab, page: 1, searchText: '' }));
  }

  function goToPage(page: number) {
    setRequest((r) => ({ ...r, page }));
    // A visitor who asks for less motion jumps (the CSS rule does not reach a script's scroll).
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(sectionId)
      ?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }

  const { items, total, loading, appending, loadedPage } = state;
  const totalPages = countPages(total, PAGE_SIZE);
  const shown = loading && !appending ? [] : items;
  const empty = !loading && items.length === 0;
  const paginationLabels = {
    ...m.pagination,
    page: (page: number) => formatMessage(m.locale, m.pagination.page, { page }),
    loading: m.loading,
  };

  return (
    <>
      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <PlanTabs active={request.tab} onSelect={onSelectTab} labels={m.tabs} />
        <PlanSearchForm value={input} onType={onType} onSubmit={onSubmit} labels={m.search} />
      </div>
      <div
        role="tabpanel"
        id={PLAN_PANEL_ID}
        aria-labelledby={tabId(request.tab)}
        data-testid="plan-panel"
        data-loading={loading}
        className="mt-6"
      >
        {/* Announces the outcome of each load to screen readers; the cards speak for themselves. */}
        <p className="sr-only" aria-live="polite">
          {loading ? m.loading : formatMessage(m.locale, m.results, { shown: items.length, total })}
        </p>
        {empty ? (
          <Suspense fallback={null}>
            <PlanEmptyState tab={request.tab} searchText={request.searchText} labels={m.empty} />
          </Suspense>
        ) : (
          <PlanGrid
            items={shown}
            skeletons={loading ? LOADING_SKELETONS : 0}
            onChoose={(item) => select(item.destination)}
            choosing={pending}
            messages={m}
          />
        )}
        {/* The widget's row is reserved while loading so the footer does not jump. */}
        <div className="mt-8 min-h-10">
          {loading && !appending ? null : request.tab === 'local' ? (
            <Pagination
              mode="load-more"
              current={loadedPage}
              totalPages={totalPages}
              loading={appending}
              onLoadMore={() => setRequest((r) => ({ ...r, page: loadedPage + 1 }))}
              onLoadLess={() => goToPage(1)}
              labels={paginationLabels}
            />
          ) : (
            <Pagination
              mode="buttons"
              current={request.page}
              totalPages={totalPages}
              onPageChange={goToPage}
              labels={paginationLabels}
            />
          )}
        </div>
      </div>
    </>
  );
}
