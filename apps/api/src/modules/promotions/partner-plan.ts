import { BUNDLE_TYPE_COUNTRY, formatDataAmount, isUnlimitedData } from '@tern/domain';
import type { BundleRow } from '../catalog/catalog.repository';
import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';

type PartnerTerms = { destinationId: string; dataAmountMb: number };

/** The destination's own country plans with a data amount (not unlimited, not regional). */
export function countryPlans(catalogue: CatalogueSnapshot, destinationId: string): BundleRow[] {
  const country = catalogue.countriesById.get(destinationId);
  return (country?.bundles ?? []).filter(
    (b) => b.bundleType === BUNDLE_TYPE_COUNTRY && !isUnlimitedData(b.dataAmountMb),
  );
}

/**
 * The plan a partner's free data is delivered as: the destination's country plan with exactly the
 * partner's data amount, the cheapest of them; else the smallest one above it (the cheapest of
 * those). Null when the destination sells nothing that large: the back office refuses the partner.
 */
export function partnerPlanOf(
  catalogue: CatalogueSnapshot,
  partner: PartnerTerms,
): BundleRow | null {
  const large = countryPlans(catalogue, partner.destinationId).filter(
    (b) => b.dataAmountMb >= partner.dataAmountMb,
  );
  large.sort(
    (a, b) =>
      a.dataAmountMb - b.dataAmountMb ||
      a.priceUsdCents - b.priceUsdCents ||
      a.durationDays - b.durationDays ||
      a.id.localeCompare(b.id),
  );
  return large[0] ?? null;
}

/** Why a partner has no plan, naming the data amounts the destination does sell. */
export function noPartnerPlanMessage(catalogue: CatalogueSnapshot, partner: PartnerTerms): string {
  const name = catalogue.countriesById.get(partner.destinationId)?.name ?? partner.destinationId;
  const amounts = [
    ...new Set(countryPlans(catalogue, partner.destinationId).map((b) => b.dataAmountMb)),
  ]
    .sort((a, b) => a - b)
    .map(formatDataAmount);
  const wanted = formatDataAmount(partner.dataAmountMb);
  return amounts.length
    ? `${name} has no plan with ${wanted} or more; its plans have ${amounts.join(', ')}.`
    : `${name} has no country plans to deliver ${wanted} with.`;
}
