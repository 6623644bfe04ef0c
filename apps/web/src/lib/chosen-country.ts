/**
 * The destination a traveller chose last (spec §3 client-stored values): localStorage countryId
 * and countryName, and a 'countryChanged' event on window each time, so any part of a page (the
 * itinerary planner, the home page's itinerary modal) can follow the choice.
 */
export const COUNTRY_ID_KEY = 'countryId';
export const COUNTRY_NAME_KEY = 'countryName';
export const COUNTRY_CHANGED_EVENT = 'countryChanged';

export interface ChosenCountry {
  countryId: string;
  countryName: string;
}

/** What remembering needs of window: its storage and its events (a test passes its own). */
type Host = Pick<Window, 'dispatchEvent'> & { localStorage: Pick<Storage, 'setItem'> };

/**
 * Stores the choice and fires 'countryChanged' (a CustomEvent whose detail is the choice; a
 * listener may as well read the storage). Blocked storage (private mode) still fires the event:
 * remembering is a nicety, following the choice on this page is not.
 */
export function rememberChosenCountry(country: ChosenCountry, host: Host = window): void {
  try {
    host.localStorage.setItem(COUNTRY_ID_KEY, country.countryId);
    host.localStorage.setItem(COUNTRY_NAME_KEY, country.countryName);
  } catch {
    // ignored: see above
  }
  host.dispatchEvent(new CustomEvent<ChosenCountry>(COUNTRY_CHANGED_EVENT, { detail: country }));
}

/** The stored choice, or null when none was made. Reading blocked storage throws. */
export function readChosenCountry(storage: Pick<Storage, 'getItem'>): ChosenCountry | null {
  const countryName = storage.getItem(COUNTRY_NAME_KEY);
  return countryName ? { countryId: storage.getItem(COUNTRY_ID_KEY) ?? '', countryName } : null;
}
