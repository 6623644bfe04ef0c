import type { Locale, Partner } from '@tern/contracts';
import type { partners } from '../../db/schema';
import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';
import { countryImages } from '../catalog/images';

/** A partner as travellers and the back office see it (spec §3 Partner), with its destination. */
export function toPartner(
  catalogue: CatalogueSnapshot,
  row: typeof partners.$inferSelect,
  locale: Locale = 'en',
): Partner {
  const country = catalogue.countriesById.get(row.destinationId);
  return {
    partnerCode: row.code,
    name: row.name,
    logoUrl: row.logoUrl,
    dataAmount: row.dataAmountMb,
    destination: {
      id: row.destinationId,
      name: country?.name ?? row.destinationId,
      localName: country?.names[locale] ?? country?.name ?? row.destinationId,
      flagImageUrl: country ? countryImages(country.isoCode).flagImageUrl : '',
      slug: country?.slug ?? '',
    },
  };
}
