import type { ItineraryUnlockBody } from '@tern/contracts';
import { ITINERARY_DEFAULT_COUNTRY } from '@tern/domain';
import type { BundleRow } from '../../catalog/catalog.repository';
import { type CatalogueSnapshot, countryByIdOrName } from '../../catalog/catalog.snapshot';
import { countryPlans } from '../../promotions/partner-plan';

/** The free data an unlock gives is at least this much: enough for a few days of maps and messages. */
export const REWARD_MIN_DATA_MB = 1000;
/** The reward code can be used for this long after the unlock. */
export const REWARD_VALID_DAYS = 90;

/**
 * The plan the unlock's free-data code makes free: the cheapest country plan of at least 1 GB in
 * the trip's first country when the unlock names one, else in the itinerary's default country
 * (spec §9: United Arab Emirates), the trip the planner opens with; also the default's when the
 * named country sells no such plan. Ties go to more data, then fewer days, then the id, so it is
 * stable. Null when neither sells one: the unlock then gives no code rather than failing.
 */
export function rewardPlanOf(
  catalogue: CatalogueSnapshot,
  trip: ItineraryUnlockBody = {},
): BundleRow | null {
  const countries = [
    countryByIdOrName(catalogue, trip),
    countryByIdOrName(catalogue, { countryName: ITINERARY_DEFAULT_COUNTRY }),
  ];
  for (const country of countries) {
    if (!country) continue;
    const plans = countryPlans(catalogue, country.id).filter(
      (plan) => plan.dataAmountMb >= REWARD_MIN_DATA_MB,
    );
    plans.sort(
      (a, b) =>
        a.priceUsdCents - b.priceUsdCents ||
        b.dataAmountMb - a.dataAmountMb ||
        a.durationDays - b.durationDays ||
        a.id.localeCompare(b.id),
    );
    if (plans[0]) return plans[0];
  }
  return null;
}
