import type { Bundle, Country, Locale, PopularBundle, Region } from '@tern/contracts';
import type { BundleRow } from './catalog.repository';
import type {
  CatalogueSnapshot,
  CountryEntry,
  NamedCountryRow,
  RegionEntry,
} from './catalog.snapshot';
import { countryImages, regionImages } from './images';
import { planNameIn } from './plan-names';
import type { PriceContext } from './pricing';

/** The "starting from" fields shared by countries and regions, in the caller's currency. */
function startingFrom(cheapest: BundleRow | null, prices: PriceContext) {
  return {
    currencyCode: prices.currencyCode,
    currencySymbol: prices.symbol,
    lowestRetailPrice: cheapest ? prices.price(cheapest.priceUsdCents) : 0,
    lowestPriceBundle: cheapest
      ? { duration: cheapest.durationDays, dataAmount: cheapest.dataAmountMb }
      : null,
  };
}

/**
 * Reshapes catalogue rows into the contract's field names (spec §3) at the edge. `name` stays
 * English (slugs and URLs are built from it); `localName` is the one to show in `locale`.
 */
export function toCountry(
  country: CountryEntry,
  snapshot: CatalogueSnapshot,
  prices: PriceContext,
  locale: Locale,
): Country {
  const local = snapshot.currenciesByCode.get(country.currencyCode);
  return {
    _id: country.id,
    name: country.name,
    localName: country.names[locale],
    isoCode: country.isoCode,
    slug: country.slug,
    local: true,
    capital: country.capital,
    localCurrency: { code: country.currencyCode, symbol: local?.symbol ?? country.currencyCode },
    latitude: country.latitude,
    longitude: country.longitude,
    ...startingFrom(country.cheapest, prices),
    ...countryImages(country.isoCode),
  };
}

const toCountryRef = (c: NamedCountryRow, locale: Locale) => ({
  _id: c.id,
  name: c.name,
  localName: c.names[locale],
  isoCode: c.isoCode,
});

export function toRegion(
  region: RegionEntry,
  snapshot: CatalogueSnapshot,
  prices: PriceContext,
  locale: Locale,
): Region {
  return {
    _id: region.id,
    name: region.name,
    localName: region.names[locale],
    slug: region.slug,
    countryCount: region.countries.length,
    countries: region.countriesIn[locale].map((c) => toCountryRef(c, locale)),
    popularNeighboursNotCovered: snapshot
      .neighboursNotCovered(region)
      .map((c) => toCountryRef(c, locale)),
    ...startingFrom(region.cheapest, prices),
    ...regionImages(region.slug),
  };
}

export function toBundle(
  bundle: BundleRow,
  snapshot: CatalogueSnapshot,
  prices: PriceContext,
  locale: Locale,
): Bundle {
  const price = prices.price(bundle.priceUsdCents);
  const destination = bundleDestination(bundle, snapshot, locale);
  return {
    _id: bundle.id,
    name: bundle.name,
    localName: planNameIn(locale, planFacts(bundle), destination.localName),
    bundleType: bundle.bundleType,
    package: bundle.packageCode,
    dataAmount: bundle.dataAmountMb,
    duration: bundle.durationDays,
    price,
    retailPrice: price,
    priceSymbol: prices.symbol,
    currencyCode: prices.currencyCode,
    speed: bundle.speed,
    activationPolicy: bundle.activationPolicy as Bundle['activationPolicy'],
    fairUse: bundle.fairUse ?? null,
    isPopular: bundle.isPopular,
    destination,
  };
}

const planFacts = (bundle: BundleRow) => ({
  name: bundle.name,
  dataAmount: bundle.dataAmountMb,
  duration: bundle.durationDays,
});

function bundleDestination(
  bundle: BundleRow,
  snapshot: CatalogueSnapshot,
  locale: Locale,
): Bundle['destination'] {
  const country = bundle.countryId ? snapshot.countriesById.get(bundle.countryId) : undefined;
  if (country) {
    return {
      _id: country.id,
      name: country.name,
      localName: country.names[locale],
      slug: country.slug,
      isoCode: country.isoCode,
      flagImageUrl: countryImages(country.isoCode).flagImageUrl,
      countryCount: 1,
    };
  }
  const region = snapshot.regions.find((r) => r.id === bundle.regionId)!;
  return {
    _id: region.id,
    name: region.name,
    localName: region.names[locale],
    slug: region.slug,
    isoCode: null,
    flagImageUrl: regionImages(region.slug).flagImageUrl,
    countryCount: region.countries.length,
  };
}

export function toPopularBundle(
  bundle: BundleRow,
  country: CountryEntry,
  prices: PriceContext,
  locale: Locale,
): PopularBundle {
  const images = countryImages(country.isoCode);
  return {
    _id: bundle.id,
    name: bundle.name,
    country: {
      _id: country.id,
      name: country.name,
      localName: country.names[locale],
      isoCode: country.isoCode,
      slug: country.slug,
      flagImageUrl: images.flagImageUrl,
      flagImageUrlFull: images.flagImageUrlFull,
      commbitzImageUrlFull: images.commbitzImageUrlFull,
    },
    priceSymbol: prices.symbol,
    currencyCode: prices.currencyCode,
    convertedRetailPrice: prices.price(bundle.priceUsdCents),
    duration: bundle.durationDays,
    dataAmount: bundle.dataAmountMb,
    speed: bundle.speed,
  };
}
