import type { Country } from '@tern/contracts';
import { shouldShowNotFound } from '@tern/domain';
import Link from 'next/link';
import { useEffect } from 'react';
import { formatMessage } from '@/i18n/client-messages';
import type { DestinationSearchMessages } from './search-messages';
import { SearchOption } from './search-option';
import { type DestinationSearchState, useDestinationSearch } from './use-destination-search';

interface SearchPopupProps {
  listboxId: string;
  expanded: boolean;
  /** The text in the box: searched here, and the results reported through `onSearched`. */
  text: string;
  onSearched: (state: DestinationSearchState) => void;
  /** Index of the highlighted option, -1 for none. */
  active: number;
  onChoose: (country: Country) => void;
  onHover: (index: number) => void;
  messages: DestinationSearchMessages;
}

/**
 * The list under the search box: matching countries (the listbox), a loading line or "country
 * not found", and "view all"; and the status line that says how many were found. The listbox is always in the DOM, so aria-controls never dangles.
 */
export function SearchPopup({
  listboxId,
  expanded,
  text,
  onSearched,
  active,
  onChoose,
  onHover,
  messages: m,
}: SearchPopupProps) {
  const state = useDestinationSearch(text, m.locale);
  useEffect(() => onSearched(state), [state, onSearched]);
  const { countries, loading, query } = state;
  const notFound = !loading && query !== '' && shouldShowNotFound(query, countries.length);
  return (
    <>
      <div
        hidden={!expanded}
        data-testid="search-dropdown"
        // The text the shown results belong to, so tests can wait for the answer to arrive.
        data-results-for={loading ? undefined : query}
        className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-slate-200 bg-white p-2 text-start shadow-xl"
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label={m.label}
          hidden={countries.length === 0}
          className={loading ? 'opacity-60' : ''}
        >
          {countries.map((country, i) => (
            <SearchOption
              key={country._id}
              id={`${listboxId}-${i}`}
              country={country}
              active={i === active}
              startFromLabel={m.startFrom}
              onChoose={() => onChoose(country)}
              onHover={() => onHover(i)}
            />
          ))}
        </div>
        {loading && countries.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-600">{m.searching}</p>
        ) : null}
        {notFound ? (
          <p className="px-3 py-3 text-sm" data-testid="search-not-found">
            <span className="block font-semibold text-ink">{m.notFound}</span>
            <span className="text-slate-600">{m.notFoundHint}</span>
          </p>
        ) : null}
        <Link
          href={m.viewAllHref}
          className="mt-1 flex items-center justify-between rounded-xl border-t border-slate-100 px-3 py-3 text-sm font-semibold text-brand-700 hover:bg-slate-50"
        >
          {m.viewAll}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      </div>
      {/* Loaded with the list, before its first search: a live region must exist before it changes. */}
      <p role="status" className="sr-only">
        {expanded && !loading && query
          ? formatMessage(m.locale, m.results, { count: countries.length })
          : ''}
      </p>
    </>
  );
}
