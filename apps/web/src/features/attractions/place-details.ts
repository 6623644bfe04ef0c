import type { MeetingPoint, TicketType } from '@tern/contracts';

/**
 * A maps link that works on every phone without a map on our page: Google's cross-platform
 * Maps URL opens the Google Maps app on Android and iOS when installed, and the website (or
 * Apple's redirect) otherwise. The address rides along as the label.
 */
export function mapsHref(point: MeetingPoint): string {
  const query = new URLSearchParams({
    api: '1',
    query: `${point.latitude},${point.longitude}`,
  });
  return `https://www.google.com/maps/search/?${query}`;
}

/** "48.8584° N, 2.2945° E": coordinates a traveller can read out or type into any app. */
export function formatCoordinates({ latitude, longitude }: MeetingPoint): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** A visit's length as hours and minutes ("90" → 1 h 30 min), for the duration messages. */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Which age message a ticket type takes: a range, a lower bound, an upper bound, or none. */
export function ageBand(
  type: Pick<TicketType, 'minAge' | 'maxAge'>,
): { key: 'ageRange' | 'ageFrom' | 'ageUnder'; min: number; max: number } | null {
  const { minAge: min, maxAge: max } = type;
  if (min !== null && max !== null) return { key: 'ageRange', min, max };
  if (min !== null && min > 0) return { key: 'ageFrom', min, max: 0 };
  if (max !== null) return { key: 'ageUnder', min: 0, max: max + 1 };
  return null;
}
