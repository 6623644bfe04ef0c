import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';

type BundleRow = CatalogueSnapshot['bundlesById'] extends Map<string, infer B> ? B : never;

/**
 * The plan a partner's free data is delivered as: the destination's own plan with exactly the
 * partner's data amount, the cheapest of them; else the smallest one above it. Null when the
 * destination sells nothing that large (the back office refuses such a partner).
 */
export function partnerPlanOf(
  catalogue: CatalogueSnapshot,
  partner: { destinationId: string; dataAmountMb: number },
): BundleRow | null {
  const country = catalogue.countriesById.get(partner.destinationId);
  if (!country) return null;
  const large = country.bundles.filter((b) => b.dataAmountMb >= partner.dataAmountMb);
  large.sort(
    (a, b) =>
      a.dataAmountMb - b.dataAmountMb ||
      a.priceUsdCents - b.priceUsdCents ||
      a.durationDays - b.durationDays ||
      a.id.localeCompare(b.id),
  );
  return large[0] ?? null;
}
