import { randomBytes } from 'node:crypto';
import type { AirportCity } from '@tern/contracts';
import { type AirportModule, isWithinHours, normalizeSearchText, slotOf } from '@tern/domain';
import type { LoungeProvider, LoungeResource, Page, PageQuery } from '../lounge-provider';
import { type Airport, loadAirports } from './airports';
import { generateCatalogue } from './catalogue';
import { localCityNames } from './city-names';

/** Travellers already booked into a resource's hourly slot; the booking kind supplies it. */
export type BookedInSlot = (resourceId: string, date: string, slot: string) => Promise<number>;

export interface BuiltInCatalogue {
  airports: Airport[];
  resources: LoungeResource[];
}

let cached: BuiltInCatalogue | undefined;

/** Built once per process from the data package and the generator (~0.1 s), then kept. */
export function builtInCatalogue(): BuiltInCatalogue {
  if (!cached) {
    const airports = loadAirports();
    cached = { airports, resources: generateCatalogue(airports) };
  }
  return cached;
}

const page = <T>(items: T[], { pageNumber, pageSize }: PageQuery): Page<T> => ({
  items: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
  count: items.length,
});

/** Accent- and case-blind "contains", so "ha noi" or "köln" find what travellers mean. */
function matchesSearch(search: string, fields: string[]): boolean {
  const needle = normalizeSearchText(search);
  return fields.some((field) => normalizeSearchText(field).includes(needle));
}

const sameCity = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The offline provider: every airport of the data package with its generated services. */
export function createBuiltInLoungeProvider(
  bookedInSlot: BookedInSlot = async () => 0,
  catalogue: BuiltInCatalogue = builtInCatalogue(),
): LoungeProvider {
  const { airports, resources } = catalogue;
  const byId = new Map(resources.map((r) => [r.resourceId, r]));
  const airportsById = new Map(airports.map((a) => [a.transportHubId, a]));
  const hubsWith = (module: AirportModule) =>
    new Set(resources.filter((r) => r.module === module).map((r) => r.transportHubId));

  const citiesByModule = new Map<AirportModule, AirportCity[]>();
  const citiesOf = (module: AirportModule) => {
    let cities = citiesByModule.get(module);
    if (!cities) {
      const served = hubsWith(module);
      const byCity = new Map<string, AirportCity>();
      for (const airport of airports) {
        if (!served.has(airport.transportHubId)) continue;
        const key = `${airport.city}|${airport.countryCode}`;
        const entry = byCity.get(key);
        if (entry) entry.airportCount += 1;
        else
          byCity.set(key, {
            city: airport.city,
            country: airport.country,
            countryCode: airport.countryCode,
            airportCount: 1,
          });
      }
      cities = [...byCity.values()].sort((a, b) => a.city.localeCompare(b.city, 'en'));
      citiesByModule.set(module, cities);
    }
    return cities;
  };
  const hubSearchText = (a: Airport) => [a.city, a.country, a.iata, a.name];

  return {
    async cities(module, query) {
      const search = query.search?.trim();
      const cities = citiesOf(module);
      if (!search) return page(cities, query);
      // "LHR" or "Heathrow" finds London as well as "lon" does.
      const byAirport = new Set(
        airports.filter((a) => matchesSearch(search, [a.iata, a.name])).map((a) => a.city),
      );
      return page(
        cities.filter(
          (c) =>
            byAirport.has(c.city) ||
            matchesSearch(search, [c.city, c.country, ...localCityNames(c.city)]),
        ),
        query,
      );
    },
    async transportHubs(city, query) {
      const served = query.module ? hubsWith(query.module) : null;
      const inCity = airports.filter(
        (a) => sameCity(a.city, city) && (!served || served.has(a.transportHubId)),
      );
      if (inCity.length === 0) return null;
      const search = query.search?.trim();
      const found = search ? inCity.filter((a) => matchesSearch(search, hubSearchText(a))) : inCity;
      const result = page(found, query);
      return { count: result.count, items: result.items.map(({ busiestRank: _, ...hub }) => hub) };
    },
    async transportHub(transportHubId) {
      const airport = airportsById.get(transportHubId.toUpperCase());
      if (!airport) return null;
      const { busiestRank: _, ...hub } = airport;
      return hub;
    },
    async resources(transportHubId, module, search) {
      const hub = transportHubId.toUpperCase();
      if (!airportsById.has(hub)) return null;
      const text = search?.trim();
      return resources.filter(
        (r) =>
          r.transportHubId === hub &&
          r.module === module &&
          (!text || matchesSearch(text, [r.resourceName, r.terminal, r.location])),
      );
    },
    async resource(resourceId, module) {
      const resource = byId.get(resourceId.toUpperCase());
      return resource && resource.module === module ? resource : null;
    },
    async availability(query) {
      const resource = byId.get(query.resourceId.toUpperCase());
      if (!resource || resource.module !== query.module) return null;
      const { hours } = resource;
      const open = hours.allDay || isWithinHours(query.time, hours.opens, hours.closes);
      const booked = await bookedInSlot(resource.resourceId, query.date, slotOf(query.time));
      return {
        open,
        remaining: Math.max(0, resource.capacityPerSlot - booked),
        adultUsdCents: resource.adultUsdCents,
        childUsdCents: resource.childUsdCents,
        supplierToken: null,
      };
    },
    async issuePass() {
      // The built-in catalogue is its own supplier: the reference only has to be unguessable.
      return { passReference: `TP-${randomBytes(9).toString('base64url').toUpperCase()}` };
    },
    async cancelPass() {
      // Nothing to tell: the places go back to the slot in Tern's own table.
    },
  };
}
