'use client';
import { useClientValue } from '@/lib/use-client-value';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE, parseCurrencyCookie } from './currency-cookie';

const listeners = new Set<() => void>();

function readCookie(): string {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CURRENCY_COOKIE}=`));
  return parseCurrencyCookie(match?.slice(CURRENCY_COOKIE.length + 1));
}

/** Remembers the choice and tells every price on the page to follow it. */
export function setPreferredCurrency(code: string): void {
  const currency = parseCurrencyCookie(code);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari < 18.4 and Firefox
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${CURRENCY_COOKIE_MAX_AGE}; samesite=lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The visitor's currency, or null during server rendering and hydration: statically generated
 * pages cannot know it, so client lists wait for it instead of flashing the wrong prices.
 */
export function usePreferredCurrency(): string | null {
  return useClientValue<string | null>(subscribe, readCookie, null);
}
