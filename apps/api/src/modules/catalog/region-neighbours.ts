import * as geokdbush from 'geokdbush';
import KDBush from 'kdbush';
import { loadCities } from '../../db/seed/places';
import type { CountryRow } from './catalog.repository';

/** Cities this large stand for where a country's people and coasts are (~4,400 worldwide). */
const BIG_CITY_POPULATION = 100_000;
/**
 * Two countries are near when big cities of theirs are this close, across a land border or a
 * short sea crossing: Tijuana–San Diego, Tangier–Málaga, Havana–Miami, Cancún–western Cuba.
 */
export const NEAR_KM = 400;
const KM_PER_DEGREE = 111.32;

/**
 * A country reaches its neighbours only from where most of its people live: its big cities within
 * this distance of its population centre. Russia's far east does not make Japan a neighbour of
 * Europe; Hawaii does not make Japan one of North America's.
 */
export const CORE_KM = 3_000;

type Point = [number, number];
interface CityIndex {
  tree: KDBush;
  countries: string[];
  coordinates: Point[];
  /** Each country's big cities within CORE_KM of its population centre. */
  coreByCountry: Map<string, Point[]>;
}

/** The population-weighted centre of some cities (mean of their unit vectors on the sphere). */
function populationCentre(cities: { loc: { coordinates: Point }; population: number }[]): Point {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const { loc, population } of cities) {
    const [lon, lat] = loc.coordinates.map((d) => (d * Math.PI) / 180) as Point;
    x += population * Math.cos(lat) * Math.cos(lon);
    y += population * Math.cos(lat) * Math.sin(lon);
    z += population * Math.sin(lat);
  }
  const lon = Math.atan2(y, x);
  const lat = Math.atan2(z, Math.hypot(x, y));
  return [(lon * 180) / Math.PI, (lat * 180) / Math.PI];
}

let cityIndex: CityIndex | undefined;
/** The big cities, indexed once per process (they are read with the geocoder's cities). */
function bigCityIndex(): CityIndex {
  if (cityIndex) return cityIndex;
  const cities = loadCities().filter((city) => city.population >= BIG_CITY_POPULATION);
  const tree = new KDBush(cities.length);
  const byCountry = new Map<string, typeof cities>();
  for (const city of cities) {
    tree.add(city.loc.coordinates[0], city.loc.coordinates[1]);
    const list = byCountry.get(city.country) ?? [];
    list.push(city);
    byCountry.set(city.country, list);
  }
  tree.finish();
  const coreByCountry = new Map<string, Point[]>();
  for (const [country, list] of byCountry) {
    const [cLon, cLat] = populationCentre(list);
    coreByCountry.set(
      country,
      list
        .map((city) => city.loc.coordinates)
        .filter(([lon, lat]) => geokdbush.distance(cLon, cLat, lon, lat) <= CORE_KM),
    );
  }
  cityIndex = {
    tree,
    countries: cities.map((city) => city.country),
    coordinates: cities.map((city) => city.loc.coordinates),
    coreByCountry,
  };
  return cityIndex;
}

const nearCache = new Map<string, Set<string>>();
/** The countries (ISO alpha-2) with a big city within NEAR_KM of this country's core. */
function countriesNear(isoCode: string): Set<string> {
  let near = nearCache.get(isoCode);
  if (near) return near;
  const { tree, countries, coordinates, coreByCountry } = bigCityIndex();
  near = new Set();
  for (const [lon, lat] of coreByCountry.get(isoCode) ?? []) {
    // A flat box query (fast) wide enough for NEAR_KM at this latitude, then the true distance.
    const degrees = NEAR_KM / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.1));
    for (const id of tree.within(lon, lat, degrees)) {
      const other = countries[id]!;
      if (other === isoCode || near.has(other)) continue;
      const [otherLon, otherLat] = coordinates[id]!;
      if (geokdbush.distance(lon, lat, otherLon, otherLat) <= NEAR_KM) near.add(other);
    }
  }
  nearCache.set(isoCode, near);
  return near;
}

type Place = Pick<CountryRow, 'id' | 'isoCode' | 'popularityRank'>;

/**
 * The popular destinations a region's plans do not cover but a traveller there may go on to
 * (issue 25): countries among the most visited (a popularity rank) that are not in the region
 * and have a big city within NEAR_KM of a big city in a covered country's core: across a land
 * border or a short sea. Most visited first.
 */
export function popularNeighboursNotCovered<T extends Place>(covered: Place[], all: T[]): T[] {
  const inRegion = new Set(covered.map((c) => c.id));
  const candidates = all.filter((c) => c.popularityRank !== null && !inRegion.has(c.id));
  if (candidates.length === 0) return [];
  const isNeighbour = (candidate: Place) =>
    covered.some((c) => countriesNear(c.isoCode).has(candidate.isoCode));
  return candidates.filter(isNeighbour).sort((a, b) => a.popularityRank! - b.popularityRank!);
}
