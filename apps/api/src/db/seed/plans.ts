import { BUNDLE_TYPE_COUNTRY, BUNDLE_TYPE_REGION, UNLIMITED_DATA } from '@tern/domain';
import type { SeedCountry } from './countries';
import { FIVE_G_COUNTRIES, POPULAR_COUNTRY_COUNT } from './data/cost-table';
import type { SeedRegion } from './regions';

export interface SeedBundle {
  id: string;
  name: string;
  bundleType: number;
  countryId: string | null;
  regionId: string | null;
  packageCode: string;
  dataAmountMb: number;
  durationDays: number;
  priceUsdCents: number;
  speed: string[];
  activationPolicy: 'first-connection' | 'on-install';
  fairUse: { fullSpeedMbPerDay: number; throttledKbps: number } | null;
  isPopular: boolean;
}

interface PlanShape {
  gb: number | null; // null: unlimited
  days: number;
  /** Smaller plans cost more per GB, larger ones less. */
  perGbFactor: number;
}

const COUNTRY_PLANS: readonly PlanShape[] = [
  { gb: 1, days: 7, perGbFactor: 1.6 },
  { gb: 3, days: 15, perGbFactor: 1.2 },
  { gb: 5, days: 30, perGbFactor: 1 },
  { gb: 10, days: 30, perGbFactor: 0.85 },
  { gb: 20, days: 30, perGbFactor: 0.7 },
  { gb: 50, days: 30, perGbFactor: 0.55 },
  { gb: null, days: 1, perGbFactor: 1 },
  { gb: null, days: 7, perGbFactor: 1 },
  { gb: null, days: 15, perGbFactor: 1 },
];

const REGION_PLANS: readonly PlanShape[] = [
  { gb: 1, days: 7, perGbFactor: 1.6 },
  { gb: 3, days: 15, perGbFactor: 1.2 },
  { gb: 5, days: 30, perGbFactor: 1 },
  { gb: 10, days: 30, perGbFactor: 0.85 },
  { gb: 20, days: 30, perGbFactor: 0.7 },
  { gb: null, days: 7, perGbFactor: 1 },
];

/** Unlimited plans: full speed up to 2 GB a day, then 512 kbps until the day ends. */
const UNLIMITED_FAIR_USE = { fullSpeedMbPerDay: 2000, throttledKbps: 512 };
const MIN_PRICE_USD = 2.99;
/** A regional plan costs a little more than the typical country it covers. */
const REGIONAL_PREMIUM = 1.1;
/** Popular plans of a top destination. */
const POPULAR_PACKAGES = new Set(['5GB-30D', 'UL-7D']);

export function buildSeedBundles(countries: SeedCountry[], regions: SeedRegion[]): SeedBundle[] {
  const popularCountries = new Set(
    countries
      .filter((c) => c.popularityRank !== null && c.popularityRank <= POPULAR_COUNTRY_COUNT)
      .map((c) => c.id),
  );
  const countryBundles = countries.flatMap((country) =>
    COUNTRY_PLANS.map((plan) =>
      makeBundle(plan, {
        key: country.isoCode.toLowerCase(),
        name: country.name,
        costPerGb: country.costPerGbUsd,
        speed: FIVE_G_COUNTRIES.has(country.isoCode) ? ['3G', '4G', '5G'] : ['3G', '4G'],
        countryId: country.id,
        regionId: null,
        popular: popularCountries.has(country.id),
      }),
    ),
  );
  const byId = new Map(countries.map((c) => [c.id, c]));
  const regionBundles = regions.flatMap((region) => {
    const members = region.countryIds.map((id) => byId.get(id)!);
    const fiveGShare =
      members.filter((c) => FIVE_G_COUNTRIES.has(c.isoCode)).length / members.length;
    return REGION_PLANS.map((plan) =>
      makeBundle(plan, {
        key: region.slug,
        name: region.name,
        costPerGb:
          percentile(
            members.map((c) => c.costPerGbUsd),
            0.6,
          ) * REGIONAL_PREMIUM,
        speed: fiveGShare >= 0.5 ? ['3G', '4G', '5G'] : ['3G', '4G'],
        countryId: null,
        regionId: region.id,
        popular: false,
      }),
    );
  });
  return [...countryBundles, ...regionBundles];
}

interface Destination {
  key: string;
  name: string;
  costPerGb: number;
  speed: string[];
  countryId: string | null;
  regionId: string | null;
  popular: boolean;
}

function makeBundle(plan: PlanShape, destination: Destination): SeedBundle {
  const packageCode = plan.gb === null ? `UL-${plan.days}D` : `${plan.gb}GB-${plan.days}D`;
  const amountLabel = plan.gb === null ? 'Unlimited' : `${plan.gb} GB`;
  const dayLabel = plan.days === 1 ? '1 day' : `${plan.days} days`;
  return {
    id: `bndl_${destination.key}_${packageCode.toLowerCase().replace('-', '_')}`,
    name: `${destination.name} ${amountLabel} ${dayLabel}`,
    bundleType: destination.countryId ? BUNDLE_TYPE_COUNTRY : BUNDLE_TYPE_REGION,
    countryId: destination.countryId,
    regionId: destination.regionId,
    packageCode,
    dataAmountMb: plan.gb === null ? UNLIMITED_DATA : plan.gb * 1000,
    durationDays: plan.days,
    priceUsdCents: toRetailCents(planCostUsd(plan, destination.costPerGb)),
    speed: destination.speed,
    activationPolicy: 'first-connection',
    fairUse: plan.gb === null ? UNLIMITED_FAIR_USE : null,
    isPopular: destination.popular && POPULAR_PACKAGES.has(packageCode),
  };
}

function planCostUsd(plan: PlanShape, costPerGb: number): number {
  if (plan.gb !== null) return costPerGb * plan.gb * plan.perGbFactor;
  // Unlimited: about two fair-use gigabytes a day, cheaper per day the longer the plan.
  return costPerGb * 2 * plan.days ** 0.85;
}

/** Retail prices end in .49 or .99 and never go below the floor: 6.20 → 6.49, 6.70 → 6.99. */
function toRetailCents(costUsd: number): number {
  const halfDollars = Math.ceil(Math.max(costUsd, MIN_PRICE_USD) * 2);
  return halfDollars * 50 - 1;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
