'use client';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import { Modal } from '@/components/ui/modal';
import { localizePath } from '@/i18n/paths';
import { listAirportCities } from '@/lib/api/browser/dragonpass';
import { cityPickerReducer, initialCityPickerState } from './city-picker-state';
import type { CityPickerMessages } from './lounge-messages';
import { cityPath, moduleOf, type ServiceMode } from './service-paths';

const SEARCH_DEBOUNCE_MS = 100;

interface Props {
  open: boolean;
  mode: ServiceMode;
  messages: CityPickerMessages;
  onClose: () => void;
}

/** 'Select City' (spec §2, §4, §5, §9): search, a radio list paged by scrolling, and Next. */
export function CityPickerDialog({ open, mode, messages, onClose }: Props) {
  const router = useRouter();
  const [state, dispatch] = useReducer(cityPickerReducer, initialCityPickerState);
  const lastItem = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Each city's name in the page's language; the list and the choice key on the English one,
  // which city paths use.
  const localNames = useRef(new Map<string, string>());

  // Mounted afresh on each opening (the button keys it), so this is "opening".
  useEffect(() => dispatch({ type: 'open' }), []);

  // One fetch per request number: page 1 of a search, or the next page.
  const { request, page, search, loading } = state;
  useEffect(() => {
    if (!loading || request === 0) return;
    const controller = new AbortController();
    listAirportCities(
      { module: moduleOf(mode), pageNumber: page, search, locale: messages.locale },
      controller.signal,
    )
      .then((answer) => {
        for (const c of answer.data.cities) localNames.current.set(c.city, c.localCity);
        dispatch({ type: 'loaded', request, cities: answer.data.cities.map((c) => c.city) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('City picker: loading cities failed', error);
        dispatch({ type: 'failed', request });
      });
    return () => controller.abort();
  }, [request, page, search, loading, mode, messages.locale]);

  // The next page is asked for when the last city scrolls into view.
  const { hasMore, cities } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page moves the last item, so the observer is re-attached when the cities change
  useEffect(() => {
    const item = lastItem.current;
    if (!item || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) dispatch({ type: 'loadMore' });
      },
      { root: listRef.current },
    );
    observer.observe(item);
    return () => observer.disconnect();
  }, [hasMore, cities]);

  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onSearch = (text: string) => {
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(
      () => dispatch({ type: 'search', search: text }),
      SEARCH_DEBOUNCE_MS,
    );
  };
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const next = () => {
    if (!state.selected) return dispatch({ type: 'nextWithoutCity' });
    onClose();
    router.push(localizePath(cityPath(mode, state.selected), messages.locale));
  };

  // Up/Down (and Left/Right) move through the radios even when none is chosen yet.
  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step || state.cities.length === 0) return;
    event.preventDefault();
    const radios = [
      ...(listRef.current?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? []),
    ];
    // From the focused radio (none may be chosen yet), else from the chosen one.
    const focused = radios.indexOf(document.activeElement as HTMLInputElement);
    const index = focused >= 0 ? focused : state.cities.indexOf(state.selected ?? '');
    const target = Math.min(state.cities.length - 1, Math.max(0, index + step));
    const city = state.cities[target];
    if (!city) return;
    dispatch({ type: 'select', city });
    radios[target]?.focus();
  };

  return (
    <Modal open={open} onClose={onClose} title={messages.title} closeLabel={messages.close}>
      <label className="block text-sm font-semibold" htmlFor="city-picker-search">
        {messages.searchLabel}
      </label>
      <input
        id="city-picker-search"
        type="search"
        autoComplete="off"
        placeholder={messages.searchPlaceholder}
        onChange={(event) => onSearch(event.target.value)}
        className="mt-1 w-full rounded-xl border border-field px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      <div
        ref={listRef}
        role="radiogroup"
        aria-label={messages.listLabel}
        aria-busy={state.loading}
        onKeyDown={onListKey}
        className="mt-3 h-72 overflow-y-auto rounded-xl border border-slate-200"
        data-testid="city-list"
      >
        <ul>
          {state.cities.map((city, index) => (
            <li key={city} ref={index === state.cities.length - 1 ? lastItem : undefined}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="city"
                  value={city}
                  checked={state.selected === city}
                  // The chosen radio, else the first, is the one Tab reaches.
                  tabIndex={
                    state.selected === city ||
                    (!state.cities.includes(state.selected ?? '') && index === 0)
                      ? 0
                      : -1
                  }
                  onChange={() => dispatch({ type: 'select', city })}
                  className="size-4 accent-brand-600"
                />
                <span>{localNames.current.get(city) ?? city}</span>
              </label>
            </li>
          ))}
        </ul>
        {state.loading ? (
          <p
            className="flex items-center justify-center gap-2 p-4 text-sm text-slate-600"
            role="status"
          >
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              data-testid="city-spinner"
            />
            {messages.loading}
          </p>
        ) : state.failed ? (
          <p className="p-4 text-sm text-red-700" role="alert">
            {messages.loadFailed}
          </p>
        ) : state.cities.length === 0 ? (
          <p className="p-4 text-sm text-slate-600" role="status">
            {messages.noCities}
          </p>
        ) : null}
      </div>
      {state.missingSelection ? (
        <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
          {messages.pleaseSelect}
        </p>
      ) : null}
      <button
        type="button"
        onClick={next}
        className="mt-4 w-full rounded-full bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {messages.next}
      </button>
    </Modal>
  );
}
