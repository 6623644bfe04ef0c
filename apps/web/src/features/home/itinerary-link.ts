/** Spec §2 "/itinery": default country and a four-day window starting today. */
const DEFAULT_ITINERARY_COUNTRY = 'United Arab Emirates';
const ITINERARY_DAYS = 4;

/** day/month/year; URLSearchParams encodes the slashes as %2F, as the spec asks. */
function formatDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/**
 * The free-itinerary link with its default query. Computed when the static page is rendered,
 * so "today" is at most one revalidation period old; the itinerary page should still treat a
 * start date in the past as today.
 */
export function itineraryHref(today: Date): string {
  const end = new Date(today.getTime() + ITINERARY_DAYS * 24 * 60 * 60 * 1000);
  const query = new URLSearchParams({
    countryId: '',
    countryName: DEFAULT_ITINERARY_COUNTRY,
    startDate: formatDay(today),
    endDate: formatDay(end),
  });
  return `/itinery?${query.toString()}`;
}
