import 'server-only';
import {
  type EPassListItem,
  EPassListResponseSchema,
  type Locale,
  type ResourceDetailsResponse,
  ResourceDetailsResponseSchema,
  type ResourcesResponse,
  ResourcesResponseSchema,
  type TransportHubsResponse,
  TransportHubsResponseSchema,
} from '@tern/contracts';
import type { AirportModule } from '@tern/domain';
import { AIRPORT_SERVICES_CACHE } from './cache-policy';
import { serverGet } from './server';

/**
 * GET /v1/dragonpass/transportHubs: a city's airports with the service (404 when none), the city
 * named in `locale`.
 */
export function listCityAirports(
  city: string,
  module: AirportModule,
  locale: Locale,
): Promise<TransportHubsResponse> {
  return serverGet('/dragonpass/transportHubs', TransportHubsResponseSchema, {
    query: { city, module, type: 1, pageNumber: 1, pageSize: 100, locale },
    cache: AIRPORT_SERVICES_CACHE,
  });
}

/** GET /v1/dragonpass/resources: an airport's lounges (module 1) or fast-track (module 2). */
export function listAirportServices(
  transportHubId: string,
  module: AirportModule,
): Promise<ResourcesResponse> {
  return serverGet('/dragonpass/resources', ResourcesResponseSchema, {
    query: { transportHubId, module },
    cache: AIRPORT_SERVICES_CACHE,
  });
}

/**
 * GET /v1/dragonpass/resourceDetails/{id}: one lounge or service, priced in `currency`, its city
 * named in `locale`.
 */
export function getAirportService(
  id: string,
  module: AirportModule,
  currency: string,
  locale: Locale,
): Promise<ResourceDetailsResponse> {
  return serverGet(
    `/dragonpass/resourceDetails/${encodeURIComponent(id)}`,
    ResourceDetailsResponseSchema,
    {
      query: { module, currency, locale },
      cache: AIRPORT_SERVICES_CACHE,
    },
  );
}

/**
 * GET /v1/dragonpass/epass/all: the signed-in traveller's lounge (module 1) or fast-track
 * (module 2) passes, with the visitor's cookie (personal: never cached).
 */
export async function listMyPasses(module: AirportModule): Promise<EPassListItem[]> {
  const { data } = await serverGet('/dragonpass/epass/all', EPassListResponseSchema, {
    query: { module },
    forwardCookies: true,
  });
  return data.passes;
}
