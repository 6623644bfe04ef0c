'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { hideBlockingLoader, showBlockingLoader } from './blocking-loader';
import { lastKnownLocation } from './device-location';
import { prepareDestination, storeQuietly } from './prepare-destination';

export interface SelectableDestination {
  _id: string;
  name: string;
}

/** Fired on every destination choice (spec §3) so other parts of the page can follow it. */
export const COUNTRY_CHANGED_EVENT = 'countryChanged';

function rememberDestination({ _id, name }: SelectableDestination): void {
  storeQuietly('countryId', _id);
  storeQuietly('countryName', name);
  window.dispatchEvent(
    new CustomEvent(COUNTRY_CHANGED_EVENT, { detail: { countryId: _id, countryName: name } }),
  );
}

/**
 * Selecting a destination (spec §4): full-screen loader on, settings call, plans call,
 * navigation to its plans page (or the fallback route) in the page's language, loader off once
 * the page has arrived. `label` is the loader's text ('plans.selection.loading').
 */
export function useSelectDestination(
  locale: Locale,
  label: string,
): {
  select: (destination: SelectableDestination) => void;
  pending: boolean;
} {
  const router = useRouter();
  const [preparing, setPreparing] = useState(false);
  // The transition stays pending until the destination page has rendered, so the loader
  // covers the whole wait, not only the preparatory calls.
  const [navigating, startTransition] = useTransition();
  const busy = useRef(false);
  const pending = preparing || navigating;

  useEffect(() => {
    if (pending) showBlockingLoader(label);
    else hideBlockingLoader();
  }, [pending, label]);

  // A component that unmounts mid-selection must not leave the page blocked.
  useEffect(() => hideBlockingLoader, []);

  const select = useCallback(
    (destination: SelectableDestination) => {
      if (busy.current) return;
      busy.current = true;
      setPreparing(true);
      showBlockingLoader(label);
      rememberDestination(destination);
      prepareDestination(destination.name, lastKnownLocation())
        .then((path) => startTransition(() => router.push(localizePath(path, locale))))
        .finally(() => {
          busy.current = false;
          setPreparing(false);
        });
    },
    [label, locale, router],
  );

  return { select, pending };
}
