import type { TravelLeg } from '@tern/contracts';

/** Under this many kilometres a traveller walks. */
export const WALK_UNDER_KM = 2;
/** Beyond this a trip is between towns: by car (or taxi), not city transit. */
const CITY_RADIUS_KM = 25;
/** Roads and streets are longer than the straight line. */
const ROUTE_FACTOR = 1.3;
/** Roads between towns are straighter than streets. */
const ROAD_FACTOR = 1.25;
const WALK_KMH = 4.5;
const TRANSIT_KMH = 20;
const CAR_KMH = 80;
/** Waiting, parking or getting to the stop. */
const TRANSIT_OVERHEAD_MIN = 10;
const CAR_OVERHEAD_MIN = 10;
/** Two stops are never closer than this on foot (across a square, out of a building). */
const MIN_MINUTES = 5;

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const roundUpTo5 = (minutes: number) => Math.max(MIN_MINUTES, Math.ceil(minutes / 5) * 5);

/**
 * An estimate of the time between two places from their straight-line distance: on foot under
 * 2 km, by city transit within 25 km, by car between towns, on a route 30% (streets) or 25%
 * (roads) longer than the straight line, rounded up to 5 minutes.
 */
export function travelBetween(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): TravelLeg {
  const km = distanceKm(from, to);
  const routeKm = km * ROUTE_FACTOR;
  const rounded = Math.round(km * 10) / 10;
  if (km < WALK_UNDER_KM) {
    return { mode: 'walk', minutes: roundUpTo5((routeKm / WALK_KMH) * 60), km: rounded };
  }
  if (km <= CITY_RADIUS_KM) {
    return {
      mode: 'transit',
      minutes: roundUpTo5(TRANSIT_OVERHEAD_MIN + (routeKm / TRANSIT_KMH) * 60),
      km: rounded,
    };
  }
  return {
    mode: 'car',
    minutes: roundUpTo5(CAR_OVERHEAD_MIN + ((km * ROAD_FACTOR) / CAR_KMH) * 60),
    km: rounded,
  };
}
