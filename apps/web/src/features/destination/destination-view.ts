import type { Bundle, Destination, Region } from '@tern/contracts';

/** Where a regional plan works, and the popular neighbours it does not (issue 25), by name. */
export interface PlanCoverage {
  countries: string[];
  notCovered: string[];
}

export interface PlanGroup {
  /** The region the plans belong to, or the country itself for local plans. */
  name: string;
  slug: string;
  countryCount: number;
  bundles: Bundle[];
  /** Null when the API did not send the region (its plans then show no coverage). */
  coverage: PlanCoverage | null;
}

/** One shape for a country page and a region page, so the page components need no branching. */
export interface DestinationView {
  kind: 'country' | 'region';
  /** In the page's locale, for display. */
  name: string;
  /** The catalogue's name: what checkout links search by (spec §3), as slugs are made from it. */
  englishName: string;
  slug: string;
  flagUrl: string;
  artUrl: string;
  currencySymbol: string;
  currencyCode: string;
  lowestPrice: number;
  /** The destination's own plans: a country's local plans, or a region's plans. */
  ownPlans: Bundle[];
  /** Country pages: the regional plans that also cover it, one group per region. */
  regionalGroups: PlanGroup[];
  /** Region pages: the countries its plans cover. */
  coveredCountries: string[];
  /** Region pages: what the region's own plans cover; null on a country page. */
  ownCoverage: PlanCoverage | null;
  allPlans: Bundle[];
}

const coverageOf = (region: Region): PlanCoverage => ({
  countries: region.countries.map((c) => c.localName),
  notCovered: region.popularNeighboursNotCovered.map((c) => c.localName),
});

function groupByRegion(bundles: Bundle[], regions: Region[]): PlanGroup[] {
  const groups = new Map<string, PlanGroup>();
  for (const bundle of bundles) {
    const { slug, localName: name, countryCount } = bundle.destination;
    const region = regions.find((r) => r.slug === slug);
    const coverage = region ? coverageOf(region) : null;
    const group = groups.get(slug) ?? { name, slug, countryCount, bundles: [], coverage };
    group.bundles.push(bundle);
    groups.set(slug, group);
  }
  return [...groups.values()];
}

export function toDestinationView(destination: Destination): DestinationView {
  if (destination.kind === 'country') {
    const { country, localBundles, regionalBundles, regions } = destination;
    return {
      kind: 'country',
      name: country.localName,
      englishName: country.name,
      slug: country.slug,
      flagUrl: country.flagImageUrlFull,
      artUrl: country.historicImageUrlFull,
      currencySymbol: country.currencySymbol,
      currencyCode: country.currencyCode,
      lowestPrice: country.lowestRetailPrice,
      ownPlans: localBundles,
      regionalGroups: groupByRegion(regionalBundles, regions),
      coveredCountries: [],
      ownCoverage: null,
      allPlans: [...localBundles, ...regionalBundles],
    };
  }
  const { region, regionalBundles } = destination;
  return {
    kind: 'region',
    name: region.localName,
    englishName: region.name,
    slug: region.slug,
    flagUrl: region.flagImageUrl,
    artUrl: region.commbitzImageUrl,
    currencySymbol: region.currencySymbol,
    currencyCode: region.currencyCode,
    lowestPrice: region.lowestRetailPrice,
    ownPlans: regionalBundles,
    regionalGroups: [],
    coveredCountries: region.countries.map((c) => c.localName),
    ownCoverage: coverageOf(region),
    allPlans: regionalBundles,
  };
}
