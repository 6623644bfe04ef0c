import 'server-only';
import type { Locale, LocalTransportHub, Resource } from '@tern/contracts';
import { cache } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { listAirportServices, listCityAirports } from '@/lib/api/dragonpass';
import { moduleOf, type ServiceMode } from './service-paths';

export interface CityAirport {
  airport: LocalTransportHub;
  services: Resource[];
}

/**
 * The city's airports with their services, or null when the city has none (a 404 page). Cached
 * per render, so the title (which names the city) and the page share one set of calls.
 */
export const loadCity = cache(async function loadCity(
  mode: ServiceMode,
  city: string,
  locale: Locale,
): Promise<CityAirport[] | null> {
  const module = moduleOf(mode);
  try {
    const hubs = await listCityAirports(city, module, locale);
    return await Promise.all(
      hubs.data.transportHubs.map(async (airport) => ({
        airport,
        services: (await listAirportServices(airport.transportHubId, module)).data.resources,
      })),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
});

/** "LHR Terminal 5": terminals are per airport, so the filter names both. */
export const terminalKey = (service: Pick<Resource, 'iata' | 'terminal'>) =>
  `${service.iata} ${service.terminal}`;
