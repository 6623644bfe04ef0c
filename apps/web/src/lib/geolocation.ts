/**
 * Spec §8 "Geolocation" texts, word for word, for logs; the weather modal shows their
 * translations (the keys name the messages under utilities.weather.geo). The purchase flow has
 * its own copy in its feature until it is moved onto this module.
 */
export const LOCATION_ERRORS = {
  unsupported: 'Geolocation is not supported by your browser',
  denied: 'Location permission denied by user',
  unavailable: 'Location information is unavailable',
  timeout: 'Location request timed out - please try again',
} as const;

export type LocationErrorKind = keyof typeof LOCATION_ERRORS | 'failed';

/** GeolocationPositionError codes (1 denied, 2 unavailable, 3 timeout) as a kind of failure. */
export function locationErrorKind(code: number): LocationErrorKind {
  if (code === 1) return 'denied';
  if (code === 2) return 'unavailable';
  if (code === 3) return 'timeout';
  return 'failed';
}

/** The English text of a failure, for logs: 'Failed to get location: …' when the code is odd. */
export function locationErrorMessage(code: number, detail = ''): string {
  const kind = locationErrorKind(code);
  return kind === 'failed'
    ? `Failed to get location: ${detail || 'unknown error'}`
    : LOCATION_ERRORS[kind];
}

/** Spec §7 "Browser geolocation": a fresh, precise fix (timeout 20 s, max age 30 s, high accuracy). */
export const PRECISE_GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 20_000,
  maximumAge: 30_000,
  enableHighAccuracy: true,
};

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type LocateResult =
  | { ok: true; location: Coordinates }
  | { ok: false; kind: LocationErrorKind; detail: string };

/** The device's position with the spec's options, or why there is none. Never rejects. */
export function locatePrecisely(): Promise<LocateResult> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.resolve({ ok: false, kind: 'unsupported', detail: '' });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const { latitude, longitude } = coords;
        if (Number.isFinite(latitude) && Number.isFinite(longitude)) {
          resolve({ ok: true, location: { latitude, longitude } });
        } else {
          resolve({ ok: false, kind: 'unavailable', detail: '' });
        }
      },
      (error) => resolve({ ok: false, kind: locationErrorKind(error.code), detail: error.message }),
      PRECISE_GEOLOCATION_OPTIONS,
    );
  });
}
