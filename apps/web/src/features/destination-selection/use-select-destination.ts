'use client';
import { destinationFallbackPath } from '@tern/domain';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { hideBlockingLoader, showBlockingLoader } from './blocking-loader';
import { lastKnownLocation } from './device-location';

/**
 * The steps after a choice load with the first choice, not with every page that has a search
 * box: the loader is up by then, and its calls take longer than the small chunk.
 */
const loadSteps = () =>
  Promise.all([import('./prepare-destination'), import('@/lib/chosen-country')]);

export interface SelectableDestination {
  _id: string;
  name: string;
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
      const location = lastKnownLocation();
      loadSteps()
        .then(([{ prepareDestination }, { rememberChosenCountry }]) => {
          // Spec §3: every choice is stored and announced (countryChanged) before navigating.
          rememberChosenCountry({ countryId: destination._id, countryName: destination.name });
          return prepareDestination(destination.name, location);
        })
        // The steps' chunk did not load (the network dropped): the plain-name route still works.
        .catch((error: unknown) => {
          console.error('[destination] the selection steps did not load', error);
          return destinationFallbackPath(destination.name);
        })
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
