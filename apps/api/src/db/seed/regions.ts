import type { SeedCountry } from './countries';

export interface SeedRegion {
  id: string;
  slug: string;
  name: string;
  sortOrder: number;
  countryIds: string[];
}

/** Which countries each regional plan covers, by the data package's continent and subregion. */
const REGION_RULES: readonly { slug: string; name: string; covers: (c: SeedCountry) => boolean }[] =
  [
    {
      slug: 'europe',
      name: 'Europe',
      covers: (c) => c.continent === 'Europe' || c.isoCode === 'TR',
    },
    {
      slug: 'asia',
      name: 'Asia',
      covers: (c) => c.continent === 'Asia' && c.subregion !== 'Western Asia',
    },
    {
      slug: 'middle-east',
      name: 'Middle East',
      covers: (c) =>
        (c.subregion === 'Western Asia' && !['AM', 'AZ', 'GE'].includes(c.isoCode)) ||
        c.isoCode === 'EG',
    },
    { slug: 'africa', name: 'Africa', covers: (c) => c.continent === 'Africa' },
    {
      slug: 'north-america',
      name: 'North America',
      covers: (c) => ['US', 'CA', 'MX', 'PR'].includes(c.isoCode),
    },
    {
      slug: 'latin-america',
      name: 'Latin America',
      covers: (c) =>
        c.subregion === 'South America' || c.subregion === 'Central America' || c.isoCode === 'MX',
    },
    { slug: 'caribbean', name: 'Caribbean', covers: (c) => c.subregion === 'Caribbean' },
    { slug: 'oceania', name: 'Oceania', covers: (c) => c.continent === 'Oceania' },
    // Global plans roam on partner networks in every destination Tern sells, at a premium.
    { slug: 'global', name: 'Global', covers: () => true },
  ];

export const regionId = (slug: string) => `rgn_${slug}`;

export function buildSeedRegions(countries: SeedCountry[]): SeedRegion[] {
  return REGION_RULES.map((rule, index) => ({
    id: regionId(rule.slug),
    slug: rule.slug,
    name: rule.name,
    sortOrder: index + 1,
    countryIds: countries.filter(rule.covers).map((c) => c.id),
  }));
}
