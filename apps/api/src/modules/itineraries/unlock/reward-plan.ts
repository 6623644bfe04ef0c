import { ITINERARY_DEFAULT_COUNTRY } from '@tern/domain';
import type { BundleRow } from '../../catalog/catalog.repository';
import type { CatalogueSnapshot } from '../../catalog/catalog.snapshot';
import { countryPlans } from '../../promotions/partner-plan';

/** The free data an unlock gives is at least this much: enough for a few days of maps and messages. */
export const REWARD_MIN_DATA_MB = 1000;
/** The reward code can be used for this long after the unlock. */
export const REWARD_VALID_DAYS = 90;

/**
 * The plan the unlock's free-data code makes free: the cheapest country plan of at least 1 GB in
 * the itinerary's default country (spec §9: United Arab Emirates), so the reward matches the trip
 * the planner opens with. Ties go to more data, then fewer days, then the id, so it is stable.
 * Null when that country sells no such plan: the unlock then gives no code rather than failing.
 */
export function rewardPlanOf(catalogue: CatalogueSnapshot): BundleRow | null {
  const country = catalogue.countries.find((c) => c.name === ITINERARY_DEFAULT_COUNTRY);
  if (!country) return null;
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
  return plans[0] ?? null;
}
