'use client';
import { useClientValue } from '@/lib/use-client-value';

/** Spec §9: the narrow breakpoint is 767 px (the layout breakpoint is 768 px). */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isNarrowScreen(): boolean {
  return window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** Whether the viewport is 767 px wide or less; false while rendering on the server. */
export function useNarrowScreen(): boolean {
  return useClientValue(subscribe, isNarrowScreen, false);
}
