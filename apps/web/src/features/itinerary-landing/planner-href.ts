import { defaultItineraryWindow } from '@tern/domain';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { readChosenCountry } from '@/lib/chosen-country';
import { itineraryHref, todayIn } from '@/lib/itinerary-link';

/**
 * The planner for the destination chosen last (spec §3 countryId, countryName), else the
 * default country, from today on the traveller's own clock (spec §9 window). Browser only.
 */
export function travellerPlannerHref(locale: Locale): string {
  let chosen = null;
  try {
    chosen = readChosenCountry(localStorage);
  } catch {
    // Storage blocked: the default country.
  }
  return localizePath(itineraryHref({ ...chosen, ...defaultItineraryWindow(todayIn()) }), locale);
}
