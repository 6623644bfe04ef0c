import type { AirportCity, Conditions, Resource, TransportHub } from '@tern/contracts';
import type { AirportModule } from '@tern/domain';

/** A lounge or fast-track service as Tern keeps it: USD cents, before markup and conversion. */
export interface LoungeResource extends Resource {
  description: string;
  conditions: Conditions;
  adultUsdCents: number;
  childUsdCents: number;
  capacityPerSlot: number;
}

export interface Page<T> {
  items: T[];
  count: number;
}

export interface PageQuery {
  pageNumber: number;
  pageSize: number;
  search?: string;
}

export interface AvailabilityQuery {
  resourceId: string;
  module: AirportModule;
  /** Local date and time at the airport. */
  date: string;
  time: string;
  adults: number;
  children: number;
}

export interface Availability {
  open: boolean;
  /** Places left in the hourly slot. */
  remaining: number;
  adultUsdCents: number;
  childUsdCents: number;
  /** The supplier's hold on this price and slot, when it gives one; the booking passes it back. */
  supplierToken: string | null;
}

export interface PassRequest {
  /** Tern's order line id: the supplier answers a repeated request with the same pass. */
  reference: string;
  resourceId: string;
  module: AirportModule;
  date: string;
  time: string;
  flightNumber: string;
  travellers: { name: string; child: boolean }[];
  supplierToken: string | null;
}

/**
 * Where lounges and fast-track come from: the built-in catalogue (offline, generated in the repo)
 * or the DragonPass partner API. Both answer in Tern's types; nothing outside this folder sees
 * a supplier's shapes.
 */
export interface LoungeProvider {
  cities(module: AirportModule, query: PageQuery): Promise<Page<AirportCity>>;
  /** Airports of a city (null when the city has none), with the service when module is given. */
  transportHubs(
    city: string,
    query: PageQuery & { module?: AirportModule },
  ): Promise<Page<TransportHub> | null>;
  transportHub(transportHubId: string): Promise<TransportHub | null>;
  /** Null when the airport is unknown. */
  resources(
    transportHubId: string,
    module: AirportModule,
    search?: string,
  ): Promise<LoungeResource[] | null>;
  resource(resourceId: string, module: AirportModule): Promise<LoungeResource | null>;
  availability(query: AvailabilityQuery): Promise<Availability | null>;
  /** Issues the e-pass with the supplier; the booking kind calls it once payment settles. */
  issuePass(request: PassRequest): Promise<{ passReference: string }>;
  /** Cancels an issued pass with the supplier; cancelling a cancelled pass is not an error. */
  cancelPass(passReference: string): Promise<void>;
}
