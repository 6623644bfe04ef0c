'use client';
import type { Country } from '@tern/contracts';
import { MAX_SEARCH_CHARACTERS } from '@tern/domain';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSelectDestination } from '@/features/destination-selection';
import { SearchField } from './search-field';
import type { DestinationSearchMessages } from './search-messages';
import type { DestinationSearchState } from './use-destination-search';

// The results list, and the search behind it, load when the box first takes focus: a visit that
// never searches does not fetch them (bench:web's home JavaScript).
const SearchPopup = lazy(() => import('./search-popup').then((m) => ({ default: m.SearchPopup })));

/** Id of the text box, so the banner and the welcome modal can send visitors straight to it. */
export const DESTINATION_SEARCH_INPUT_ID = 'destination-search-input';

/**
 * The hero's destination search: a WAI-ARIA 1.2 combobox with a listbox popup. Written by hand
 * (~2 kB) rather than with downshift (~13 kB gzip) to keep the home page inside its JS budget.
 * Arrow keys move through the results, Enter chooses one (the first if none is highlighted),
 * Escape closes the list and a second Escape clears the text.
 */
export function DestinationSearch({ messages: m }: { messages: DestinationSearchMessages }) {
  const { select } = useSelectDestination(m.locale, m.selectionLoading);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Once open, the list stays rendered (hidden when shut): no second load, no lost highlight.
  const [listed, setListed] = useState(false);
  if (open && !listed) setListed(true);
  const [active, setActive] = useState(-1);
  // The popup's search reports here: the keys work on its results.
  const [found, setFound] = useState<DestinationSearchState>(NOTHING_FOUND);
  const { countries, loading } = found;
  const listboxId = useId();
  const hintId = useId();
  // The empty listbox the combobox controls until its list has loaded: aria-controls never dangles.
  const placeholder = <div id={listboxId} role="listbox" aria-label={m.label} hidden />;
  const expanded = open && text.trim() !== '';

  // Text typed before hydration is in the box but not in state; pick it up so it is searched.
  useEffect(() => {
    const box = document.getElementById(DESTINATION_SEARCH_INPUT_ID) as HTMLInputElement | null;
    if (!box?.value) return;
    setText(box.value);
    setOpen(document.activeElement === box);
  }, []);

  function choose(country: Country | undefined) {
    if (!country) return;
    setOpen(false);
    select({ _id: country._id, name: country.name });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = countries.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i === -1 && step === -1 ? count - 1 : (i + step + count) % count));
    } else if (event.key === 'Enter' && expanded && count > 0) {
      event.preventDefault();
      // With nothing highlighted, Enter takes the best match.
      choose(countries[Math.max(active, 0)]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  }

  return (
    <search
      aria-label={m.label}
      onBlur={(event) => {
        // Tabbing to "view all" keeps the list open; leaving the search closes it.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <div className="relative">
        <SearchField
          inputId={DESTINATION_SEARCH_INPUT_ID}
          label={m.label}
          placeholder={m.placeholder}
          clearLabel={m.clear}
          value={text}
          loading={loading}
          maxLength={MAX_SEARCH_CHARACTERS}
          comboboxProps={{
            role: 'combobox',
            'aria-expanded': expanded,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-describedby': hintId,
            'aria-activedescendant': expanded && active >= 0 ? `${listboxId}-${active}` : undefined,
          }}
          onChange={(value) => {
            setText(value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <Suspense fallback={placeholder}>
          {listed ? (
            <SearchPopup
              listboxId={listboxId}
              expanded={expanded}
              text={text}
              onSearched={setFound}
              active={active}
              onChoose={choose}
              onHover={setActive}
              messages={m}
            />
          ) : (
            placeholder
          )}
        </Suspense>
      </div>
      <p id={hintId} className="mt-3 text-sm text-slate-600">
        {m.hint}
      </p>
    </search>
  );
}

const NOTHING_FOUND: DestinationSearchState = { query: '', countries: [], loading: false };
