import {
  ATTRACTION_AVAILABILITY_MAX_DAYS,
  BOOKING_MAX_DAYS_AHEAD,
  isIsoDate,
  isLocalTime,
  MAX_TICKETS_PER_BOOKING,
} from '@tern/domain';
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  LocaleSchema,
  MoneySchema,
  PagingQuerySchema,
  SearchTextSchema,
} from './common';
import { TravellerNameSchema } from './dragonpass';

export const ATTRACTION_CATEGORIES = [
  'museums',
  'landmarks',
  'tours',
  'day_trips',
  'theme_parks',
  'experiences',
] as const;
export const AttractionCategorySchema = z.enum(ATTRACTION_CATEGORIES, {
  error: `category must be one of: ${ATTRACTION_CATEGORIES.join(', ')}`,
});
export type AttractionCategory = (typeof ATTRACTION_CATEGORIES)[number];

export const ATTRACTION_SORTS = ['popular', 'price_asc', 'price_desc'] as const;
export const AttractionSortSchema = z.enum(ATTRACTION_SORTS, {
  error: `sort must be one of: ${ATTRACTION_SORTS.join(', ')}`,
});
export type AttractionSort = (typeof ATTRACTION_SORTS)[number];

/** Ticket types by age; an attraction sells some of them. */
export const TICKET_UNIT_TYPES = ['adult', 'child', 'senior', 'infant'] as const;
export const TicketUnitTypeSchema = z.enum(TICKET_UNIT_TYPES, {
  error: `type must be one of: ${TICKET_UNIT_TYPES.join(', ')}`,
});
export type TicketUnitType = (typeof TICKET_UNIT_TYPES)[number];

const CountryCodeQuerySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'country must be a two-letter ISO 3166-1 code' })
  .transform((code) => code.toUpperCase());

/** `GET /v1/attractions/products`: with no parameters, the spec's call (popular first). */
export const AttractionsQuerySchema = PagingQuerySchema.extend({
  search: SearchTextSchema.optional().describe('Name, city or country, in English or Vietnamese'),
  country: CountryCodeQuerySchema.optional().describe('ISO 3166-1 alpha-2 country code'),
  category: AttractionCategorySchema.optional(),
  sort: AttractionSortSchema.default('popular'),
  currency: CurrencyCodeSchema.optional().describe('ISO 4217 code prices are converted to'),
  locale: LocaleSchema,
});
export type AttractionsQuery = z.infer<typeof AttractionsQuerySchema>;

/** One card of the listing; the first five fields are the spec's attraction product (§3). */
export const AttractionProductSchema = z.object({
  attractionId: z.string(),
  attractionName: z.string(),
  country: z.string().describe('Country name'),
  countryCode: z.string().length(2),
  imageUrl: z.string(),
  dataDescription: z.string().describe('The free data that comes with the booking'),
  city: z.string(),
  category: AttractionCategorySchema,
  durationMinutes: z.number().int().describe('Typical visit or tour length'),
  fromPrice: MoneySchema.describe('The lowest ticket price (one adult, or the cheapest type)'),
  freeCancellation: z.boolean(),
  dataMb: z.number().int().describe('Free data included, MB (0: none)'),
});
export type AttractionProduct = z.infer<typeof AttractionProductSchema>;

export const AttractionsResponseSchema = z.object({
  data: z.object({ products: z.array(AttractionProductSchema) }),
  count: z.number().int(),
});
export type AttractionsResponse = z.infer<typeof AttractionsResponseSchema>;

export const AttractionParamsSchema = z.object({
  attractionId: z
    .string()
    .min(1)
    .max(80, { error: 'attractionId must be at most 80 characters' })
    .describe('From the attraction products list'),
});

export const AttractionDetailsQuerySchema = z.object({
  currency: CurrencyCodeSchema.optional(),
  locale: LocaleSchema,
});

export const TicketTypeSchema = z.object({
  type: TicketUnitTypeSchema,
  minAge: z.number().int().nullable().describe('Youngest age this ticket is for'),
  maxAge: z.number().int().nullable().describe('Oldest age this ticket is for'),
  price: MoneySchema,
});
export type TicketType = z.infer<typeof TicketTypeSchema>;

/** Weekly opening hours, local time at the attraction; a day absent is closed. */
export const WeeklyHoursSchema = z.object({
  day: z.number().int().min(1).max(7).describe('ISO weekday: 1 Monday … 7 Sunday'),
  opens: z.string().describe('HH:MM'),
  closes: z.string().describe('HH:MM (24:00 for midnight)'),
});

export const MeetingPointSchema = z.object({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MeetingPoint = z.infer<typeof MeetingPointSchema>;

/** `GET /v1/attractions/{attractionId}`: everything its page shows, prices in `currency`. */
export const AttractionDetailsSchema = AttractionProductSchema.extend({
  description: z.string(),
  highlights: z.array(z.string()),
  included: z.array(z.string()),
  notIncluded: z.array(z.string()),
  whatToBring: z.array(z.string()),
  gallery: z.array(z.string()).describe('Picture URLs, the first is imageUrl'),
  meetingPoint: MeetingPointSchema,
  timeZone: z.string().describe('IANA zone: dates and times of this attraction are local to it'),
  openingHours: z.array(WeeklyHoursSchema),
  openingHoursText: z.string().describe('The hours as published (OpenStreetMap syntax)'),
  cancellation: z.object({
    cutoffHours: z.number().int().describe('Free cancellation until this long before the visit'),
  }),
  ticketTypes: z.array(TicketTypeSchema),
  requiresAdult: z.boolean().describe('Children and infants need an adult or senior ticket'),
  maxTickets: z.number().int(),
  bookingWindowDays: z.number().int(),
});
export type AttractionDetails = z.infer<typeof AttractionDetailsSchema>;

export const AttractionDetailsResponseSchema = z.object({ data: AttractionDetailsSchema });
export type AttractionDetailsResponse = z.infer<typeof AttractionDetailsResponseSchema>;

const LocalDateSchema = (name: string) =>
  z.string().refine(isIsoDate, { error: `${name} must be a calendar date YYYY-MM-DD` });

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `GET /v1/attractions/{attractionId}/availability?from&to`: local dates, at most 92 days. */
export const AttractionAvailabilityQuerySchema = z
  .object({
    from: LocalDateSchema('from').describe('First local date'),
    to: LocalDateSchema('to').describe('Last local date, at most 92 days after from'),
  })
  .refine((q) => !isIsoDate(q.from) || !isIsoDate(q.to) || daysBetween(q.from, q.to) >= 0, {
    error: 'to must not be before from',
    path: ['to'],
  })
  .refine(
    (q) =>
      !isIsoDate(q.from) ||
      !isIsoDate(q.to) ||
      daysBetween(q.from, q.to) < ATTRACTION_AVAILABILITY_MAX_DAYS,
    {
      error: `from and to span at most ${ATTRACTION_AVAILABILITY_MAX_DAYS} days`,
      path: ['to'],
    },
  );

export const ATTRACTION_DAY_STATUSES = ['open', 'sold_out', 'closed'] as const;
export const ATTRACTION_SLOT_STATUSES = ['available', 'limited', 'sold_out'] as const;

export const AttractionSlotSchema = z.object({
  time: z.string().describe('Local HH:MM'),
  remaining: z.number().int().describe('Places left'),
  status: z.enum(ATTRACTION_SLOT_STATUSES).describe('limited: fewer than 10 left'),
});
export type AttractionSlot = z.infer<typeof AttractionSlotSchema>;

export const AttractionDaySchema = z.object({
  date: z.string().describe('Local YYYY-MM-DD'),
  status: z
    .enum(ATTRACTION_DAY_STATUSES)
    .describe('closed: outside opening days or bookable window'),
  slots: z.array(AttractionSlotSchema),
});
export type AttractionDay = z.infer<typeof AttractionDaySchema>;

export const AttractionAvailabilityResponseSchema = z.object({
  data: z.object({
    attractionId: z.string(),
    timeZone: z.string(),
    days: z.array(AttractionDaySchema),
  }),
});
export type AttractionAvailabilityResponse = z.infer<typeof AttractionAvailabilityResponseSchema>;

export const TicketUnitSchema = z.object({
  type: TicketUnitTypeSchema,
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int({ error: 'quantity must be a whole number' })
    .min(1, { error: 'quantity must be at least 1' })
    .max(MAX_TICKETS_PER_BOOKING, {
      error: `quantity must be at most ${MAX_TICKETS_PER_BOOKING}`,
    }),
});
export type TicketUnit = z.infer<typeof TicketUnitSchema>;

const ticketFields = {
  date: LocalDateSchema('date').describe(
    `Local date at the attraction, today to ${BOOKING_MAX_DAYS_AHEAD} days ahead`,
  ),
  time: z.string().refine(isLocalTime, { error: 'time must be HH:MM' }).describe('A slot time'),
  units: z
    .array(TicketUnitSchema)
    .min(1, { error: 'units must name at least one ticket' })
    .max(TICKET_UNIT_TYPES.length)
    .refine((units) => new Set(units.map((u) => u.type)).size === units.length, {
      error: 'units must name each ticket type once',
    })
    .refine((units) => units.reduce((sum, u) => sum + u.quantity, 0) <= MAX_TICKETS_PER_BOOKING, {
      error: `a booking holds 1 to ${MAX_TICKETS_PER_BOOKING} tickets in all`,
    }),
};

/** `POST /v1/attractions/{attractionId}/quote`: the live total the details page shows. */
export const AttractionQuoteBodySchema = z.object({
  ...ticketFields,
  currency: CurrencyCodeSchema.optional(),
});
export type AttractionQuoteBody = z.input<typeof AttractionQuoteBodySchema>;

export const AttractionQuoteSchema = z.object({
  units: z.array(
    z.object({ type: TicketUnitTypeSchema, quantity: z.number().int(), unitPrice: MoneySchema }),
  ),
  total: MoneySchema,
  remaining: z.number().int().describe('Places left in the slot'),
});
export type AttractionQuote = z.infer<typeof AttractionQuoteSchema>;
export const AttractionQuoteResponseSchema = z.object({ data: AttractionQuoteSchema });

/**
 * An attraction ticket line of `POST /v1/orders`. Prices come from the server; the places are
 * held when the order is created. A day outside the window or a slot that does not exist is
 * 400 INVALID_SLOT; a child without a required adult 422; a full slot 409 SOLD_OUT.
 */
export const AttractionTicketLineInputSchema = z.object({
  kind: z.literal('attraction_ticket'),
  attractionId: AttractionParamsSchema.shape.attractionId,
  ...ticketFields,
  leadTraveller: z.object({ name: TravellerNameSchema }),
});
export type AttractionTicketLineInput = z.infer<typeof AttractionTicketLineInputSchema>;

/** What was booked, frozen at order time (order page, ticket page, e-mails). */
export const AttractionTicketSnapshotSchema = z.object({
  name: z.string(),
  attractionId: z.string(),
  category: AttractionCategorySchema,
  imageUrl: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
  date: z.string().describe('Local date'),
  time: z.string().describe('Local start time'),
  startsAt: z.string().describe('UTC instant of date and time'),
  durationMinutes: z.number().int(),
  meetingPoint: MeetingPointSchema,
  units: z.array(
    z.object({
      type: TicketUnitTypeSchema,
      quantity: z.number().int(),
      unitAmountMinor: z.number().int(),
    }),
  ),
  currencyCode: z.string(),
  leadTraveller: z.object({ name: z.string() }),
  whatToBring: z.array(z.string()),
  cutoffHours: z.number().int(),
  freeCancellationUntil: z.string().describe('UTC instant: cutoffHours before startsAt'),
  dataDescription: z.string(),
  dataMb: z.number().int(),
});
export type AttractionTicketSnapshot = z.infer<typeof AttractionTicketSnapshotSchema>;

export const TicketStatusSchema = z.enum(['valid', 'cancelled']);

/** One ticket per person: its QR code holds `token`, which the gate verifies offline. */
export const AttractionTicketSchema = z.object({
  ticketId: z.string().describe('Not guessable; printed under the QR code'),
  unitType: TicketUnitTypeSchema,
  token: z.string().describe('"TERN1.<base64url JSON claims>.<base64url HMAC-SHA256>"'),
  status: TicketStatusSchema,
});
export type AttractionTicket = z.infer<typeof AttractionTicketSchema>;

/** `GET /v1/attractions/countries?locale`: the countries that have attractions, for the filter. */
export const AttractionCountriesQuerySchema = z.object({ locale: LocaleSchema });
export const AttractionCountrySchema = z.object({
  countryCode: z.string().length(2),
  name: z.string().describe('In the requested locale'),
  count: z.number().int().describe('Attractions in this country'),
});
export const AttractionCountriesResponseSchema = z.object({
  data: z.object({ countries: z.array(AttractionCountrySchema) }),
});
export type AttractionCountriesResponse = z.infer<typeof AttractionCountriesResponseSchema>;
