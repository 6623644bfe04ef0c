import type {
  CitiesResponse,
  Locale,
  LocalTransportHub,
  PreorderSummary,
  ResourceDetails,
  ResourcesResponse,
  TransportHub,
  TransportHubsResponse,
} from '@tern/contracts';
import {
  type AirportModule,
  BOOKING_MAX_DAYS_AHEAD,
  FREE_CANCELLATION_HOURS,
  QUOTE_VALID_MINUTES,
  slotOf,
  slotProblem,
} from '@tern/domain';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import { cityNameIn } from '../../providers/lounges/built-in/city-names';
import type {
  LoungeProvider,
  LoungeResource,
  PageQuery,
} from '../../providers/lounges/lounge-provider';
import type { CatalogueStore } from '../catalog/catalog.store';
import { priceContext } from '../catalog/pricing';
import { signQuote } from './quote-token';
import { zonedInstant } from './zoned-instant';

export interface PreorderInput {
  resourceId: string;
  module: AirportModule;
  date: string;
  time: string;
  adults: number;
  children: number;
  flightNumber: string;
  currency?: string;
}

/** The hub with its city named for the page; `city` stays English for paths. */
const localHub = (hub: TransportHub, locale: Locale): LocalTransportHub => ({
  ...hub,
  localCity: cityNameIn(hub.city, locale),
});

const notFound = (what: string) =>
  new ApiError(404, 'RESOURCE_NOT_FOUND', `No ${what}. GET /v1/dragonpass/resources lists them.`);

/** Strips Tern's internal fields (USD cents, capacity) from what travellers see in lists. */
function summary(resource: LoungeResource) {
  const {
    description: _d,
    conditions: _c,
    adultUsdCents: _a,
    childUsdCents: _ch,
    capacityPerSlot: _s,
    ...rest
  } = resource;
  return rest;
}

export function createLoungesService(deps: {
  provider: LoungeProvider;
  store: CatalogueStore;
  secret: string;
  now?: () => Date;
}) {
  const { provider, store, secret } = deps;
  const now = deps.now ?? (() => new Date());

  const pricing = async (site: Site, currency?: string) =>
    priceContext(await store.snapshot(), site, currency);

  return {
    async cities(
      module: AirportModule,
      query: PageQuery & { locale: Locale },
    ): Promise<CitiesResponse> {
      const page = await provider.cities(module, query);
      const cities = page.items.map((c) => ({ ...c, localCity: cityNameIn(c.city, query.locale) }));
      return { data: { cities }, count: page.count };
    },

    async transportHubs(
      city: string,
      query: PageQuery & { module?: AirportModule; locale?: Locale },
    ): Promise<TransportHubsResponse> {
      const page = await provider.transportHubs(city, query);
      if (!page)
        throw new ApiError(404, 'CITY_NOT_FOUND', `No airport with this service in "${city}".`);
      const hubs = page.items.map((hub) => localHub(hub, query.locale ?? 'en'));
      return { data: { transportHubs: hubs }, count: page.count };
    },

    async resources(
      hubId: string,
      module: AirportModule,
      search?: string,
    ): Promise<ResourcesResponse> {
      const resources = await provider.resources(hubId, module, search);
      if (!resources) throw notFound(`airport "${hubId}"`);
      return { data: { resources: resources.map(summary) }, count: resources.length };
    },

    async details(
      site: Site,
      id: string,
      module: AirportModule,
      currency?: string,
      locale: Locale = 'en',
    ): Promise<ResourceDetails> {
      const resource = await provider.resource(id, module);
      const hub = resource && (await provider.transportHub(resource.transportHubId));
      if (!resource || !hub) throw notFound(`lounge or service "${id}" in module ${module}`);
      const price = await pricing(site, currency);
      return {
        ...summary(resource),
        description: resource.description,
        conditions: resource.conditions,
        prices: {
          currencyCode: price.currencyCode,
          currencySymbol: price.symbol,
          adult: price.price(resource.adultUsdCents),
          child: price.price(resource.childUsdCents),
        },
        capacityPerSlot: resource.capacityPerSlot,
        freeCancellationHours: FREE_CANCELLATION_HOURS,
        bookingMaxDaysAhead: BOOKING_MAX_DAYS_AHEAD,
        transportHub: localHub(hub, locale),
      };
    },

    /** The server's price and availability for one slot, with a signed 15-minute quote. */
    async preorderSummary(site: Site, input: PreorderInput): Promise<PreorderSummary> {
      const resource = await provider.resource(input.resourceId, input.module);
      if (!resource)
        throw notFound(`lounge or service "${input.resourceId}" in module ${input.module}`);
      const at = now();
      const problem = slotProblem(input.date, input.time, resource.timeZone, at);
      if (problem) {
        throw new ApiError(
          400,
          'INVALID_SLOT',
          problem === 'past'
            ? `${input.date} ${input.time} has already passed at the airport (${resource.timeZone}).`
            : problem === 'too-far'
              ? `Bookings open at most ${BOOKING_MAX_DAYS_AHEAD} days ahead in the airport's time zone.`
              : 'date must be YYYY-MM-DD and time HH:MM',
        );
      }
      const availability = await provider.availability({
        ...input,
        resourceId: resource.resourceId,
      });
      if (!availability) throw notFound(`lounge or service "${input.resourceId}"`);
      const price = await pricing(site, input.currency);
      const snapshot = await store.snapshot();
      const minorUnits = snapshot.currenciesByCode.get(price.currencyCode)?.minorUnits ?? 2;
      const factor = 10 ** minorUnits;
      const perAdult = price.price(availability.adultUsdCents);
      const perChild = price.price(availability.childUsdCents);
      const totalMinor =
        Math.round(perAdult * factor) * input.adults +
        Math.round(perChild * factor) * input.children;
      const travellers = input.adults + input.children;
      const unavailableReason = !availability.open
        ? ('closed' as const)
        : availability.remaining < travellers
          ? ('full' as const)
          : null;
      const slotStart = zonedInstant(input.date, slotOf(input.time), resource.timeZone);
      const expiresAt = at.getTime() + QUOTE_VALID_MINUTES * 60_000;
      return {
        resourceId: resource.resourceId,
        module: input.module,
        date: input.date,
        time: input.time,
        timeZone: resource.timeZone,
        adults: input.adults,
        children: input.children,
        flightNumber: input.flightNumber,
        prices: {
          currencyCode: price.currencyCode,
          currencySymbol: price.symbol,
          perAdult,
          perChild,
          total: totalMinor / factor,
        },
        available: unavailableReason === null,
        unavailableReason,
        remaining: availability.remaining,
        freeCancellationUntil: new Date(
          slotStart.getTime() - FREE_CANCELLATION_HOURS * 3_600_000,
        ).toISOString(),
        quote:
          unavailableReason === null
            ? {
                token: signQuote(secret, {
                  resourceId: resource.resourceId,
                  module: input.module,
                  date: input.date,
                  time: input.time,
                  adults: input.adults,
                  children: input.children,
                  flightNumber: input.flightNumber,
                  currencyCode: price.currencyCode,
                  totalMinor,
                  adultUsdCents: availability.adultUsdCents,
                  childUsdCents: availability.childUsdCents,
                  supplierToken: availability.supplierToken,
                  expiresAt,
                }),
                expiresAt: new Date(expiresAt).toISOString(),
              }
            : null,
      };
    },
  };
}

export type LoungesService = ReturnType<typeof createLoungesService>;
