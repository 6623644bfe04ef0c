/**
 * Spec §8 "Geolocation" texts, logged when a purchase cannot get the device's position. They are
 * for the log; the traveller sees the single translated "Please enable your location service!".
 */
export const LOCATION_ERRORS = {
  unsupported: 'Geolocation is not supported by your browser',
  denied: 'Location permission denied by user',
  unavailable: 'Location information is unavailable',
  timeout: 'Location request timed out - please try again',
} as const;

/** GeolocationPositionError codes (1 denied, 2 unavailable, 3 timeout) in the spec's words. */
export function locationErrorMessage(code: number, detail = ''): string {
  if (code === 1) return LOCATION_ERRORS.denied;
  if (code === 2) return LOCATION_ERRORS.unavailable;
  if (code === 3) return LOCATION_ERRORS.timeout;
  return `Failed to get location: ${detail || 'unknown error'}`;
}
