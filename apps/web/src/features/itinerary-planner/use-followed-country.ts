'use client';
import { useEffect, useRef } from 'react';
import {
  type ChosenCountry,
  COUNTRY_CHANGED_EVENT,
  COUNTRY_NAME_KEY,
  readChosenCountry,
} from '@/lib/chosen-country';

/** The stored choice; none where storage is blocked. */
function storedChoice(): ChosenCountry | null {
  try {
    return readChosenCountry(window.localStorage);
  } catch {
    return null;
  }
}

/** The choice an event carries (a CustomEvent's detail), else what is stored. */
function choiceOf(event: Event): ChosenCountry | null {
  const detail = (event as CustomEvent<Partial<ChosenCountry> | null>).detail;
  if (detail && typeof detail.countryName === 'string' && detail.countryName.trim()) {
    return { countryId: detail.countryId ?? '', countryName: detail.countryName.trim() };
  }
  return storedChoice();
}

/**
 * Calls `follow` when the traveller chooses a destination elsewhere: this page's
 * 'countryChanged' event, or the stored choice changing in another tab ('storage').
 */
export function useFollowedCountry(follow: (country: ChosenCountry) => void, enabled: boolean) {
  const latest = useRef(follow);
  latest.current = follow;
  useEffect(() => {
    if (!enabled) return;
    const onChosen = (event: Event) => {
      if (event instanceof StorageEvent && event.key !== COUNTRY_NAME_KEY) return;
      const choice = choiceOf(event);
      if (choice) latest.current(choice);
    };
    window.addEventListener(COUNTRY_CHANGED_EVENT, onChosen);
    window.addEventListener('storage', onChosen);
    return () => {
      window.removeEventListener(COUNTRY_CHANGED_EVENT, onChosen);
      window.removeEventListener('storage', onChosen);
    };
  }, [enabled]);
}
