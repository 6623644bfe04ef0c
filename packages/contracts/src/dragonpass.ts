import {
  BOOKING_MAX_DAYS_AHEAD,
  isIsoDate,
  isLocalTime,
  MAX_ADULTS,
  MAX_AIRPORT_PAGE_SIZE,
  MAX_CHILDREN,
  normaliseFlightNumber,
} from '@tern/domain';
import { z } from 'zod';
import { CurrencyCodeSchema, PriceFieldsSchema, SearchTextSchema } from './common';

/** Airport lounges and fast-track, DragonPass-shaped (spec §7, issue 12). */

const wholeFromQuery = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

export const AirportModuleSchema = z.coerce
  .number({ error: 'module must be 1 (lounge) or 2 (fast-track)' })
  .refine((value) => value === 1 || value === 2, {
    error: 'module must be 1 (lounge) or 2 (fast-track)',
  })
  .transform((value) => value as 1 | 2)
  .describe('1 is a lounge, 2 is fast-track');

const PagingSchema = z.object({
  pageNumber: wholeFromQuery('pageNumber', 1, 100_000).default(1).describe('1-based page'),
  pageSize: wholeFromQuery('pageSize', 1, MAX_AIRPORT_PAGE_SIZE)
    .default(20)
    .describe(`Items per page, 1 to ${MAX_AIRPORT_PAGE_SIZE}`),
});

export const CitiesQuerySchema = PagingSchema.extend({
  module: AirportModuleSchema.default(1),
  search: SearchTextSchema.optional().describe('Part of a city, country or airport code'),
});

export const AirportCitySchema = z.object({
  city: z.string().describe('City name; the key of the city pages /lounge/airport/{city}'),
  country: z.string().describe('Country name in English'),
  countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  airportCount: z.number().int().describe('Airports of the city with this service'),
});
export type AirportCity = z.infer<typeof AirportCitySchema>;

export const CitiesResponseSchema = z.object({
  data: z.object({ cities: z.array(AirportCitySchema) }),
  count: z.number().int().describe('Cities matching, over every page'),
});
export type CitiesResponse = z.infer<typeof CitiesResponseSchema>;

export const TransportHubsQuerySchema = PagingSchema.extend({
  city: z.string().trim().min(1, { error: 'city is required' }).max(100).describe('City name'),
  type: z.coerce
    .number()
    .refine((value) => value === 1, { error: 'type must be 1 (airport)' })
    .default(1)
    .describe('1 is an airport, the only kind of hub served'),
  module: AirportModuleSchema.optional().describe('Only airports with this service'),
  search: SearchTextSchema.optional().describe('Part of the airport name or IATA code'),
});

export const TransportHubSchema = z.object({
  transportHubId: z.string().describe('Id of the airport for /resources'),
  name: z.string().describe('Airport name'),
  iata: z.string().length(3).describe('IATA airport code'),
  city: z.string(),
  country: z.string(),
  countryCode: z.string().length(2),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().describe('IANA time zone: every hour and date of the airport is in it'),
});
export type TransportHub = z.infer<typeof TransportHubSchema>;

export const TransportHubsResponseSchema = z.object({
  data: z.object({ transportHubs: z.array(TransportHubSchema) }),
  count: z.number().int(),
});
export type TransportHubsResponse = z.infer<typeof TransportHubsResponseSchema>;

export const AMENITIES = [
  'wifi',
  'hot-food',
  'bar',
  'showers',
  'quiet-zone',
  'workspace',
  'family-room',
  'spa',
  'runway-view',
  'flight-information',
  'accessible',
  'dedicated-lane',
  'security',
  'immigration',
  'escort',
] as const;
export const TIERS = ['standard', 'premium', 'signature'] as const;
export const DRESS_CODES = ['none', 'smart-casual'] as const;

export const OpeningHoursSchema = z.object({
  opens: z.string().describe('Local HH:MM'),
  closes: z.string().describe('Local HH:MM; earlier than opens means after midnight'),
  allDay: z.boolean().describe('Open 24 hours'),
});

export const ResourceSchema = z.object({
  resourceId: z.string(),
  resourceName: z.string(),
  module: z.union([z.literal(1), z.literal(2)]),
  transportHubId: z.string(),
  iata: z.string(),
  terminal: z.string().describe('Terminal name, e.g. "Terminal 3"'),
  side: z.enum(['airside', 'landside']).describe('Airside is after security'),
  location: z.string().describe('Where exactly, in English'),
  hours: OpeningHoursSchema,
  timeZone: z.string(),
  amenities: z.array(z.enum(AMENITIES)),
  tier: z.enum(TIERS),
  imageUrl: z.string().describe('Path of a generated illustration on the web origin'),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const ResourcesQuerySchema = z.object({
  transportHubId: z.string().trim().min(1, { error: 'transportHubId is required' }).max(20),
  module: AirportModuleSchema.default(1),
  search: SearchTextSchema.optional().describe('Part of the name, terminal or location'),
});

export const ResourcesResponseSchema = z.object({
  data: z.object({ resources: z.array(ResourceSchema) }),
  count: z.number().int(),
});
export type ResourcesResponse = z.infer<typeof ResourcesResponseSchema>;

export const ConditionsSchema = z.object({
  maximumStayHours: z.number().int().nullable().describe('null: no limit (fast-track)'),
  childAgeFrom: z.number().int().describe('Children pay the child price from this age'),
  childAgeTo: z.number().int().describe('…to this age; older travellers are adults'),
  infantsFree: z.boolean().describe('Under childAgeFrom enter free with an adult'),
  childrenWithAdult: z.boolean().describe('Children must be with a paying adult'),
  dressCode: z.enum(DRESS_CODES),
  entryWindowMinutes: z
    .number()
    .int()
    .describe('Entry is from the booked time until this many minutes after it'),
});
export type Conditions = z.infer<typeof ConditionsSchema>;

export const ResourceDetailsQuerySchema = z.object({
  module: AirportModuleSchema.default(1),
  currency: CurrencyCodeSchema.optional().describe('ISO 4217 code prices are converted to'),
});
export const ResourceDetailsParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const ResourceDetailsSchema = ResourceSchema.extend({
  description: z.string().describe('What is there, in English'),
  conditions: ConditionsSchema,
  prices: PriceFieldsSchema.extend({
    adult: z.number().describe('Per adult, in currencyCode'),
    child: z.number().describe('Per child, in currencyCode'),
  }),
  capacityPerSlot: z.number().int().describe('Travellers admitted per hourly slot'),
  freeCancellationHours: z.number().int().describe('Free cancellation until this long before'),
  bookingMaxDaysAhead: z.number().int(),
  transportHub: TransportHubSchema,
});
export type ResourceDetails = z.infer<typeof ResourceDetailsSchema>;

export const ResourceDetailsResponseSchema = z.object({ data: ResourceDetailsSchema });
export type ResourceDetailsResponse = z.infer<typeof ResourceDetailsResponseSchema>;

export const PreorderSummaryBodySchema = z.object({
  resourceId: z.string().min(1).max(40),
  module: AirportModuleSchema,
  date: z
    .string()
    .refine(isIsoDate, { error: 'date must be a calendar date YYYY-MM-DD' })
    .describe(`Local date at the airport, today to ${BOOKING_MAX_DAYS_AHEAD} days ahead`),
  time: z
    .string()
    .refine(isLocalTime, { error: 'time must be HH:MM' })
    .describe('Local arrival time at the airport'),
  adults: z.number().int().min(1).max(MAX_ADULTS),
  children: z.number().int().min(0).max(MAX_CHILDREN).default(0),
  flightNumber: z
    .string()
    .max(12)
    .refine((text) => normaliseFlightNumber(text) !== null, {
      error: 'flightNumber must be an airline code and a number, e.g. VN 123',
    })
    .transform((text) => normaliseFlightNumber(text) as string),
  currency: CurrencyCodeSchema.optional(),
});
export type PreorderSummaryBody = z.input<typeof PreorderSummaryBodySchema>;

export const PreorderSummarySchema = z.object({
  resourceId: z.string(),
  module: z.union([z.literal(1), z.literal(2)]),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  flightNumber: z.string().describe('Normalised, e.g. "VN 123"'),
  prices: PriceFieldsSchema.extend({
    perAdult: z.number(),
    perChild: z.number(),
    total: z.number(),
  }),
  available: z.boolean().describe('The slot has room for every traveller and is open'),
  unavailableReason: z.enum(['closed', 'full']).nullable(),
  remaining: z.number().int().describe('Places left in the hourly slot'),
  freeCancellationUntil: z.string().describe('UTC instant; cancelling after it is not refunded'),
  quote: z
    .object({
      token: z.string().describe('Signed quote; the booking step checks it without storage'),
      expiresAt: z.string().describe('UTC instant, 15 minutes after the summary'),
    })
    .nullable()
    .describe('null when unavailable'),
});
export type PreorderSummary = z.infer<typeof PreorderSummarySchema>;

export const PreorderSummaryResponseSchema = z.object({ data: PreorderSummarySchema });
export type PreorderSummaryResponse = z.infer<typeof PreorderSummaryResponseSchema>;
