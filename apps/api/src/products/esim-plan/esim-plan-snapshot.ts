import type { EsimPlanSnapshot } from '@tern/contracts';
import type { CatalogueSnapshot } from '../../modules/catalog/catalog.snapshot';
import { countryImages, regionImages } from '../../modules/catalog/images';

type BundleRow = CatalogueSnapshot['bundlesById'] extends Map<string, infer B> ? B : never;

/**
 * The plan as sold, frozen into the order line. The backfill in migration 0004 builds the same
 * shape in SQL for orders placed before lines existed.
 */
export function planSnapshot(bundle: BundleRow, catalogue: CatalogueSnapshot): EsimPlanSnapshot {
  const country = bundle.countryId ? catalogue.countriesById.get(bundle.countryId) : undefined;
  const region = bundle.regionId
    ? catalogue.regions.find((r) => r.id === bundle.regionId)
    : undefined;
  return {
    bundleId: bundle.id,
    name: bundle.name,
    dataAmount: bundle.dataAmountMb,
    duration: bundle.durationDays,
    speed: bundle.speed,
    activationPolicy: bundle.activationPolicy as EsimPlanSnapshot['activationPolicy'],
    fairUse: bundle.fairUse ?? null,
    destination: country
      ? {
          name: country.name,
          isoCode: country.isoCode,
          flagImageUrl: countryImages(country.isoCode).flagImageUrlFull,
        }
      : {
          name: region?.name ?? '',
          isoCode: null,
          flagImageUrl: regionImages(region?.slug ?? 'global').flagImageUrl,
        },
  };
}
