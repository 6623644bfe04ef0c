import { normalizeSearchText, slugifyDestinationName } from '@tern/domain';
import worldCountries from 'world-countries';
import {
  COUNTRY_COST_PER_GB,
  DOCUMENT_COUNTRIES,
  EXCLUDED_COUNTRIES,
  SUBREGION_COST_PER_GB,
  TOP_DESTINATIONS,
} from './data/cost-table';

export interface SeedCountry {
  id: string;
  isoCode: string;
  iso3Code: string;
  name: string;
  nameKey: string;
  officialName: string;
  slug: string;
  currencyCode: string;
  capital: string | null;
  latitude: number;
  longitude: number;
  continent: string;
  subregion: string;
  popularityRank: number | null;
  requiresDocuments: boolean;
  costPerGbUsd: number;
}

/** Names travellers know better than the data package's common names. */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  CZ: 'Czech Republic',
  MK: 'North Macedonia',
};

/** Where a territory uses several currencies, the one its prices are shown in by default. */
const PREFERRED_CURRENCY: Readonly<Record<string, string>> = {
  GG: 'GBP',
  JE: 'GBP',
  IM: 'GBP',
  ZW: 'USD',
};

export const countryId = (isoCode: string) => `ctry_${isoCode.toLowerCase()}`;

export function buildSeedCountries(): SeedCountry[] {
  return worldCountries
    .filter((c) => !EXCLUDED_COUNTRIES.has(c.cca2))
    .map((c) => {
      const isoCode = c.cca2;
      const name = NAME_OVERRIDES[isoCode] ?? c.name.common;
      const currencies = Object.keys(c.currencies ?? {});
      const rank = TOP_DESTINATIONS.indexOf(isoCode);
      const cost = COUNTRY_COST_PER_GB[isoCode] ?? SUBREGION_COST_PER_GB[c.subregion];
      if (cost === undefined)
        throw new Error(`cost table has no entry for ${isoCode} (${c.subregion})`);
      const [latitude, longitude] = c.latlng;
      return {
        id: countryId(isoCode),
        isoCode,
        iso3Code: c.cca3,
        name,
        nameKey: normalizeSearchText(name),
        officialName: c.name.official,
        slug: slugifyDestinationName(name),
        // Micronesia uses the US dollar but the package lists no currency for it.
        currencyCode: PREFERRED_CURRENCY[isoCode] ?? currencies[0] ?? 'USD',
        capital: c.capital?.[0] ?? null,
        latitude: latitude ?? 0,
        longitude: longitude ?? 0,
        continent: c.region,
        subregion: c.subregion,
        popularityRank: rank >= 0 ? rank + 1 : null,
        requiresDocuments: DOCUMENT_COUNTRIES.has(isoCode),
        costPerGbUsd: cost,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
