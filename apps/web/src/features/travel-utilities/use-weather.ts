'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WeatherData } from '@/lib/api/utilities';
import { getWeather, reverseGeocode } from '@/lib/api/utilities';
import { type LocationErrorKind, locatePrecisely } from '@/lib/geolocation';
import { isEmptyWeather } from './weather-forecast';

/** Spec §4 "Weather panel: loading, then data, or error", with the location step before it. */
export type WeatherState =
  | { status: 'locating' }
  | { status: 'location-failed'; kind: LocationErrorKind; detail: string }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'empty' }
  | { status: 'ready'; weather: WeatherData };

/** The place name: from reverse geocoding's city, town or village; failed is its own state. */
export type CityState =
  | { status: 'pending' }
  | { status: 'failed' }
  | { status: 'named'; name: string | null };

/** Locates the device when the modal opens, then loads the weather and names the place. */
export function useWeather(open: boolean) {
  const [state, setState] = useState<WeatherState>({ status: 'locating' });
  const [city, setCity] = useState<CityState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // Weather on show stays across closing and reopening; a failure is tried again on reopening.
  const shown = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the retry button asking again
  useEffect(() => {
    if (!open || shown.current) return;
    const controller = new AbortController();
    const signal = controller.signal;
    setState({ status: 'locating' });
    setCity({ status: 'pending' });
    locatePrecisely().then((result) => {
      if (signal.aborted) return;
      if (!result.ok) {
        setState({ status: 'location-failed', kind: result.kind, detail: result.detail });
        return;
      }
      const position = { lat: result.location.latitude, lon: result.location.longitude };
      setState({ status: 'loading' });
      getWeather(position, signal)
        .then((weather) => {
          if (isEmptyWeather(weather)) return setState({ status: 'empty' });
          shown.current = true;
          setState({ status: 'ready', weather });
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          console.error('[weather] failed', error);
          setState({ status: 'failed' });
        });
      reverseGeocode(position, signal)
        .then((place) =>
          setCity({ status: 'named', name: place.city || place.town || place.village || null }),
        )
        .catch(() => {
          if (!signal.aborted) setCity({ status: 'failed' });
        });
    });
    return () => controller.abort();
  }, [open, attempt]);

  const retry = useCallback(() => {
    shown.current = false;
    setAttempt((n) => n + 1);
  }, []);
  return { state, city, retry };
}
