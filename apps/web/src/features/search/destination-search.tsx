'use client';
import type { Country } from '@tern/contracts';
import { MAX_SEARCH_CHARACTERS, shouldShowNotFound } from '@tern/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useSelectDestination } from '@/features/destination-selection';
import { formatMessage } from '@/i18n/client-messages';
import { SearchField } from './search-field';
import type { DestinationSearchMessages } from './search-messages';
import { SearchPopup } from './search-popup';
import { useDestinationSearch } from './use-destination-search';

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
  const [active, setActive] = useState(-1);
  const { countries, loading, query } = useDestinationSearch(text, m.locale);
  const listboxId = useId();
  const hintId = useId();
  const expanded = open && text.trim() !== '';
  const notFound = !loading && query !== '' && shouldShowNotFound(query, countries.length);

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
        <SearchPopup
          listboxId={listboxId}
          expanded={expanded}
          state={{ countries, loading, query }}
          active={active}
          notFound={notFound}
          onChoose={choose}
          onHover={setActive}
          messages={m}
        />
      </div>
      <p id={hintId} className="mt-3 text-sm text-slate-600">
        {m.hint}
      </p>
      <p role="status" className="sr-only">
        {expanded && !loading && query
          ? formatMessage(m.locale, m.results, { count: countries.length })
          : ''}
      </p>
    </search>
  );
}
