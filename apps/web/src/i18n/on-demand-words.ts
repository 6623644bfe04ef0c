import type { ClientWords } from './client-words';
import type { Locale } from './routing';

/**
 * Words an island fetches when it opens rather than every visitor's page carrying them (the home
 * page's HTML has a budget). Each set is a static route, app/api/words/[locale]/{set}, built
 * with the pages from the same catalogues.
 */
export function onDemandWordsPath(locale: Locale, set: string): string {
  return `/api/words/${locale}/${set}`;
}

export async function fetchOnDemandWords(locale: Locale, set: string): Promise<ClientWords> {
  const response = await fetch(onDemandWordsPath(locale, set), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`words ${set} (${locale}): HTTP ${response.status}`);
  return (await response.json()) as ClientWords;
}

/** Fetched once per set and language; a failed fetch is forgotten, so the next try asks again. */
const fetched = new Map<string, Promise<ClientWords>>();

/** fetchOnDemandWords, kept for the page's life: an island opened twice fetches once. */
export function onDemandWords(locale: Locale, set: string): Promise<ClientWords> {
  const key = `${locale}/${set}`;
  let words = fetched.get(key);
  if (!words) {
    words = fetchOnDemandWords(locale, set);
    words.catch(() => fetched.delete(key));
    fetched.set(key, words);
  }
  return words;
}
