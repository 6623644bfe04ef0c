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
import {
  CurrencyCodeSchema,
  LineCancellationSchema,
  LocaleSchema,
  LocalNameSchema,
  PriceFieldsSchema,
  SearchTextSchema,
} from './common';

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
  search: SearchTextSchema.optional().describe(
    'Part of a city (in English or the locale), country or airport code',
  ),
  locale: LocaleSchema,
});

export const AirportCitySchema = z.object({
  city: z.string().describe('City name; the key of the city pages /lounge/airport/{city}'),
  country: z.string().describe('Country name in English'),
  countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  airportCount: z.number().int().describe('Airports of the city with this service'),
});
export type AirportCity = z.infer<typeof AirportCitySchema>;

export const LocalAirportCitySchema = AirportCitySchema.extend({
  localCity: LocalNameSchema.describe('City name in the requested locale, e.g. Hà Nội, دبي'),
});

export const CitiesResponseSchema = z.object({
  data: z.object({ cities: z.array(LocalAirportCitySchema) }),
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
  locale: LocaleSchema,
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

/** An airport as a page shows it: `city` stays English, as city paths are made from it. */
export const LocalTransportHubSchema = TransportHubSchema.extend({
  localCity: LocalNameSchema.describe('City name in the requested locale, e.g. Hà Nội, دبي'),
});
export type LocalTransportHub = z.infer<typeof LocalTransportHubSchema>;

export const TransportHubsResponseSchema = z.object({
  data: z.object({ transportHubs: z.array(LocalTransportHubSchema) }),
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
  locale: LocaleSchema,
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
  transportHub: LocalTransportHubSchema,
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

/* ---------------------------------------------------------------------------------------------
 * Booking: order lines, their snapshot and e-passes, the pass list, cancellation (issue 12).
 * ------------------------------------------------------------------------------------------- */

export const AIRPORT_LINE_KINDS = ['lounge_pass', 'fast_track'] as const;
export type AirportLineKind = (typeof AIRPORT_LINE_KINDS)[number];
/** Module 1 is sold as `lounge_pass` lines, module 2 as `fast_track` lines. */
export const MODULE_OF_KIND = { lounge_pass: 1, fast_track: 2 } as const;
export const KIND_OF_MODULE = { 1: 'lounge_pass', 2: 'fast_track' } as const;

export const TravellerNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'each traveller needs a name' })
  .max(100, { error: 'a traveller name is at most 100 characters' })
  .describe('Full name as on the boarding pass');

const airportLineFields = {
  resourceId: z.string().trim().min(1, { error: 'resourceId is required' }).max(40),
  date: PreorderSummaryBodySchema.shape.date,
  time: PreorderSummaryBodySchema.shape.time,
  adults: z
    .number({ error: `adults must be 1 to ${MAX_ADULTS}` })
    .int()
    .min(1, { error: 'adults must be at least 1' })
    .max(MAX_ADULTS, { error: `adults must be at most ${MAX_ADULTS}` }),
  children: z
    .number({ error: `children must be 0 to ${MAX_CHILDREN}` })
    .int()
    .min(0, { error: 'children must be at least 0' })
    .max(MAX_CHILDREN, { error: `children must be at most ${MAX_CHILDREN}` })
    .default(0),
  flightNumber: PreorderSummaryBodySchema.shape.flightNumber,
  travellers: z
    .array(TravellerNameSchema)
    .min(1)
    .max(MAX_ADULTS + MAX_CHILDREN)
    .describe('One name per person: adults first, then children'),
  quoteToken: z
    .string()
    .max(4000)
    .optional()
    .describe(
      'The quote.token of /dragonpass/preorder/summary; while it is valid (15 min) the line is charged exactly that price',
    ),
};

const oneNamePerPerson = (line: { adults: number; children: number; travellers: string[] }) =>
  line.travellers.length === line.adults + line.children;
const oneNamePerPersonIssue = {
  error: 'travellers must hold one name per person (adults + children)',
  path: ['travellers'],
};

/**
 * A lounge pass line of `POST /v1/orders`. Date and time are local to the airport; the server
 * refuses a past slot or one more than 90 days ahead in the airport's time zone (400
 * INVALID_SLOT), a closed slot (409 PRODUCT_UNAVAILABLE) and a full one (409 SOLD_OUT).
 */
export const LoungePassLineInputSchema = z
  .object({ kind: z.literal('lounge_pass'), ...airportLineFields })
  .refine(oneNamePerPerson, oneNamePerPersonIssue);
/** A fast-track line: the same fields as a lounge pass, for a module 2 resource. */
export const FastTrackLineInputSchema = z
  .object({ kind: z.literal('fast_track'), ...airportLineFields })
  .refine(oneNamePerPerson, oneNamePerPersonIssue);
export type LoungePassLineInput = z.infer<typeof LoungePassLineInputSchema>;
export type FastTrackLineInput = z.infer<typeof FastTrackLineInputSchema>;
export type AirportLineInput = LoungePassLineInput | FastTrackLineInput;

/** What was booked, frozen at order time (read by the order page, e-pass page, e-mails). */
export const AirportServiceSnapshotSchema = z.object({
  name: z.string().describe('Lounge or service name'),
  resourceId: z.string(),
  module: z.union([z.literal(1), z.literal(2)]),
  tier: z.enum(TIERS),
  imageUrl: z.string(),
  airport: z.object({
    transportHubId: z.string(),
    name: z.string(),
    iata: z.string(),
    city: z.string(),
    country: z.string(),
    timeZone: z.string(),
  }),
  terminal: z.string(),
  side: z.enum(['airside', 'landside']),
  location: z.string(),
  date: z.string().describe('Local date at the airport'),
  time: z.string().describe('Local arrival time booked'),
  entryWindow: z.object({
    from: z.string().describe('Local HH:MM: entry from'),
    until: z.string().describe('Local HH:MM: entry until'),
    startsAt: z.string().describe('UTC instant of `from`'),
    endsAt: z.string().describe('UTC instant of `until`'),
  }),
  slot: z.string().describe('Local hourly slot the booking holds a place in, e.g. "14:00"'),
  flightNumber: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  travellers: z.array(z.string()),
  prices: z.object({
    perAdultMinor: z.number().int(),
    perChildMinor: z.number().int(),
    currencyCode: z.string(),
  }),
  conditions: ConditionsSchema,
  freeCancellationUntil: z.string().describe('UTC instant: 24 h before the slot starts'),
});
export type AirportServiceSnapshot = z.infer<typeof AirportServiceSnapshotSchema>;

export const EPassStatusSchema = z.enum(['valid', 'cancelled']);

/** One booking's e-pass: its QR code holds `token`, which a scanner verifies offline. */
export const EPassSchema = z.object({
  passId: z.string().describe('Not guessable; printed under the QR code'),
  token: z
    .string()
    .describe(
      'QR content: "TERN1.<base64url JSON {p: passId, r: resourceId, d: date, f: from, u: until, n: travellers}>.<base64url HMAC-SHA256>"',
    ),
  names: z.array(z.string()),
  status: EPassStatusSchema,
  providerReference: z.string().describe("The lounge operator's booking reference"),
});
export type EPass = z.infer<typeof EPassSchema>;

export const AirportServiceDeliverySchema = z.object({
  passes: z.array(EPassSchema).describe('One pass per booking, naming every traveller'),
});
export type AirportServiceDelivery = z.infer<typeof AirportServiceDeliverySchema>;

/** `GET /v1/dragonpass/epass/all?module`: the signed-in traveller's passes, newest slot first. */
export const EPassListQuerySchema = z.object({
  module: AirportModuleSchema.optional().describe('Only lounge (1) or fast-track (2) passes'),
});

export const EPassListItemSchema = EPassSchema.extend({
  orderId: z.string().uuid(),
  lineId: z.string().uuid(),
  kind: z.enum(AIRPORT_LINE_KINDS),
  booking: AirportServiceSnapshotSchema,
  cancellation: LineCancellationSchema,
});
export type EPassListItem = z.infer<typeof EPassListItemSchema>;

export const EPassListResponseSchema = z.object({
  data: z.object({ passes: z.array(EPassListItemSchema) }),
  count: z.number().int(),
});
export type EPassListResponse = z.infer<typeof EPassListResponseSchema>;
