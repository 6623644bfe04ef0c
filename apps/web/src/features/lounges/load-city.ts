import 'server-only';
import type { Resource, TransportHub } from '@tern/contracts';
import { isApiError } from '@/lib/api/api-error';
import { listAirportServices, listCityAirports } from '@/lib/api/dragonpass';
import { moduleOf, type ServiceMode } from './service-paths';

export interface CityAirport {
  airport: TransportHub;
  services: Resource[];
}

/** The city's airports with their services, or null when the city has none (a 404 page). */
export async function loadCity(mode: ServiceMode, city: string): Promise<CityAirport[] | null> {
  const module = moduleOf(mode);
  try {
    const hubs = await listCityAirports(city, module);
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
}

/** "LHR Terminal 5": terminals are per airport, so the filter names both. */
export const terminalKey = (service: Pick<Resource, 'iata' | 'terminal'>) =>
  `${service.iata} ${service.terminal}`;
