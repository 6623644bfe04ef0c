'use client';

export interface DeviceLocation {
  latitude: number;
  longitude: number;
}

/**
 * Short on purpose: the popular tab waits for this before loading, and a visitor who ignores the
 * permission prompt must not stare at skeletons. getCurrentPosition's own timeout only starts
 * once permission is given, so a timer of our own bounds the prompt too.
 */
export const LOCATION_TIMEOUT_MS = 4_000;
/** A fix up to five minutes old is good enough to pick a country. */
const MAX_AGE_MS = 5 * 60_000;

let lastKnown: DeviceLocation | null = null;
let inFlight: Promise<DeviceLocation | null> | null = null;

/** The last position this page learnt, for calls that send coordinates only when known (spec §5). */
export function lastKnownLocation(): DeviceLocation | null {
  return lastKnown;
}

/**
 * The device's position, or null when it is unsupported, refused, unavailable or too slow.
 * One request per page view: switching back to the popular tab does not prompt again.
 */
export function requestDeviceLocation(): Promise<DeviceLocation | null> {
  if (lastKnown) return Promise.resolve(lastKnown);
  if (inFlight) return inFlight;
  inFlight = locate().then((location) => {
    lastKnown = location;
    return location;
  });
  return inFlight;
}

async function locate(): Promise<DeviceLocation | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  // A visitor who refused before is not asked again; skip straight to the fallback list.
  const state = await navigator.permissions
    ?.query({ name: 'geolocation' })
    .then((status) => status.state)
    .catch(() => 'prompt' as const);
  if (state === 'denied') return null;

  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), LOCATION_TIMEOUT_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        window.clearTimeout(timer);
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        window.clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: MAX_AGE_MS },
    );
  });
}
