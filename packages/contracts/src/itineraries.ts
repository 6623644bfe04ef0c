import {
  DAY_PARTS,
  ITINERARY_DEFAULT_PACE,
  ITINERARY_INTERESTS,
  ITINERARY_PACES,
  isIsoDate,
  isLocalTime,
  MAX_TRIP_DAYS,
  MAX_TRIP_LEGS,
  TRAVEL_MODES,
  tripDayCount,
} from '@tern/domain';
import { z } from 'zod';
import { AttractionCategorySchema } from './attractions';
import { BundleSchema } from './bundles';
import { CurrencyCodeSchema, LocaleSchema, LocalNameSchema, MoneySchema } from './common';

/*
 * The free itinerary (issue 24). The API computes every plan; the web renders it and sends back
 * what the traveller changed (the stops of a day, in their order), never times or prices.
 */

export const ItineraryInterestSchema = z.enum(ITINERARY_INTERESTS, {
  error: `interest must be one of: ${ITINERARY_INTERESTS.join(', ')}`,
});
export const ItineraryPaceSchema = z.enum(ITINERARY_PACES, {
  error: `pace must be one of: ${ITINERARY_PACES.join(', ')}`,
});
export const DayPartSchema = z.enum(DAY_PARTS);
export const TravelModeSchema = z.enum(TRAVEL_MODES);

/** A place's stable id: `a:{attractionId}` (the catalogue) or `c:{cityId}:{activity}` (a city). */
export const STOP_KINDS = ['attraction', 'city'] as const;
export const StopKindSchema = z.enum(STOP_KINDS);
export type StopKind = (typeof STOP_KINDS)[number];
export const StopIdSchema = z.string().regex(/^(a:[a-z0-9-]{1,80}|c:\d{1,12}:[a-z_]{1,24})$/, {
  error: 'stop id must be a:{attractionId} or c:{cityId}:{activity}, from a plan',
});

const IsoDateSchema = (name: string) =>
  z.string().refine(isIsoDate, { error: `${name} must be a calendar date YYYY-MM-DD` });

export const ItineraryPreferencesSchema = z.object({
  interests: z
    .array(ItineraryInterestSchema)
    .max(ITINERARY_INTERESTS.length)
    .refine((list) => new Set(list).size === list.length, { error: 'interests must not repeat' })
    .default([])
    .describe('What the traveller likes; none means a bit of everything'),
  pace: ItineraryPaceSchema.default(ITINERARY_DEFAULT_PACE).describe('How full a day is'),
});
export type ItineraryPreferences = z.infer<typeof ItineraryPreferencesSchema>;

/** A country as the itinerary query names it: the catalogue's id, or its English name. */
const TRIP_COUNTRY_FIELDS = {
  countryId: z.string().trim().max(64).optional().describe('The catalogue country `_id`'),
  countryName: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('English name, used when countryId is empty (the spec query)'),
};

/** One country of the trip and its dates. */
export const ItineraryLegInputSchema = z
  .object({
    ...TRIP_COUNTRY_FIELDS,
    startDate: IsoDateSchema('startDate'),
    endDate: IsoDateSchema('endDate'),
  })
  .refine((leg) => !!leg.countryId || !!leg.countryName, {
    error: 'each leg needs a countryId or a countryName',
  })
  .refine((leg) => leg.endDate >= leg.startDate, {
    error: 'endDate must be on or after startDate',
    path: ['endDate'],
  });
export type ItineraryLegInput = z.infer<typeof ItineraryLegInputSchema>;

/** A day as the traveller left it: these stops in this order (they are re-timed, not re-chosen). */
export const ItineraryDayEditSchema = z.object({
  date: IsoDateSchema('date'),
  stopIds: z.array(StopIdSchema).max(12, { error: 'a day holds at most 12 stops' }),
});
export type ItineraryDayEdit = z.infer<typeof ItineraryDayEditSchema>;

/** The trip a plan is made for: what the planner page and a saved plan both keep. */
export const ItineraryTripSchema = z
  .object({
    legs: z
      .array(ItineraryLegInputSchema)
      .min(1, { error: 'a trip has at least one leg' })
      .max(MAX_TRIP_LEGS, { error: `a trip has at most ${MAX_TRIP_LEGS} legs` }),
    preferences: ItineraryPreferencesSchema.prefault({}),
    days: z
      .array(ItineraryDayEditSchema)
      .max(MAX_TRIP_DAYS)
      .default([])
      .describe('Edited days, kept as they are; the other days are planned'),
    regenerate: z
      .array(z.object({ date: IsoDateSchema('date'), variant: z.number().int().min(1).max(999) }))
      .max(MAX_TRIP_DAYS)
      .default([])
      .describe('Days planned again with another choice of places (variant 1, 2, …)'),
  })
  .superRefine((trip, ctx) => {
    const legs = trip.legs;
    for (let i = 1; i < legs.length; i += 1) {
      if (legs[i]!.startDate <= legs[i - 1]!.endDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['legs', i, 'startDate'],
          message: 'each leg starts after the one before it ends',
        });
      }
    }
    const first = legs[0]?.startDate;
    const last = legs.at(-1)?.endDate;
    if (first && last && last >= first && tripDayCount(first, last) > MAX_TRIP_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['legs'],
        message: `a trip lasts at most ${MAX_TRIP_DAYS} days`,
      });
    }
    const dates = trip.days.map((day) => day.date);
    if (new Set(dates).size !== dates.length) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'each date is edited once' });
    }
    const inTrip = (date: string) =>
      legs.some((leg) => date >= leg.startDate && date <= leg.endDate);
    for (const [i, date] of [...dates, ...trip.regenerate.map((r) => r.date)].entries()) {
      if (!inTrip(date)) {
        ctx.addIssue({
          code: 'custom',
          path: i < dates.length ? ['days', i, 'date'] : ['regenerate', i - dates.length, 'date'],
          message: `${date} is not a day of the trip`,
        });
      }
    }
  });
export type ItineraryTrip = z.infer<typeof ItineraryTripSchema>;
export type ItineraryTripInput = z.input<typeof ItineraryTripSchema>;

/** `POST /v1/itineraries/plan`. */
export const ItineraryPlanRequestSchema = z.object({
  trip: ItineraryTripSchema,
  currency: CurrencyCodeSchema.optional().describe('Prices of the data options in this currency'),
  locale: LocaleSchema,
});
export type ItineraryPlanRequest = z.infer<typeof ItineraryPlanRequestSchema>;

const LocalTimeSchema = z.string().refine(isLocalTime);

export const TravelLegSchema = z.object({
  mode: TravelModeSchema.describe('walk under 2 km, else transit in a city or car between cities'),
  minutes: z.number().int(),
  km: z.number().describe('Straight-line distance, one decimal'),
});
export type TravelLeg = z.infer<typeof TravelLegSchema>;

export const ItineraryStopSchema = z.object({
  id: StopIdSchema,
  kind: StopKindSchema,
  name: z.string(),
  /** What it is, in a few words ("Museum", "Old town walk"). */
  description: z.string(),
  city: z.string(),
  interest: ItineraryInterestSchema.describe('The interest this stop serves'),
  category: AttractionCategorySchema.nullable().describe('For attractions'),
  latitude: z.number(),
  longitude: z.number(),
  dayPart: DayPartSchema,
  start: LocalTimeSchema.describe('Local time HH:MM'),
  end: LocalTimeSchema,
  visitMinutes: z.number().int(),
  travel: TravelLegSchema.nullable().describe('From the previous stop; null for the first'),
  openingHoursText: z
    .string()
    .nullable()
    .describe('An attraction\'s weekly hours in the language asked for ("Mon–Sun 09:00–23:00")'),
  attractionId: z.string().nullable().describe('Bookable: /events/{attractionId}'),
  fromPrice: MoneySchema.nullable(),
  imageUrl: z.string().nullable(),
  /** Set when an edit put the stop where it does not fit ("Closed on Mondays"). */
  notice: z.string().nullable(),
});
export type ItineraryStop = z.infer<typeof ItineraryStopSchema>;

export const ItinerarySuggestionSchema = z.object({
  id: StopIdSchema,
  kind: StopKindSchema,
  name: z.string(),
  description: z.string(),
  city: z.string(),
  interest: ItineraryInterestSchema,
  visitMinutes: z.number().int(),
  km: z.number().describe('From the day’s centre'),
  attractionId: z.string().nullable(),
});
export type ItinerarySuggestion = z.infer<typeof ItinerarySuggestionSchema>;

/** The arrival airport of a leg, offered on its first day. */
export const ArrivalAirportSchema = z.object({
  iataCode: z.string().length(3),
  name: z.string(),
  city: z.string(),
  /** /lounge/airport/{city} and /fasttrack/airport/{city}; null where none is sold. */
  loungeHref: z.string().nullable(),
  fastTrackHref: z.string().nullable(),
});
export type ArrivalAirport = z.infer<typeof ArrivalAirportSchema>;

export const DAY_KINDS = ['arrival', 'full', 'departure', 'single'] as const;
export const ItineraryDaySchema = z.object({
  date: z.string(),
  /** 1 for the first day of the trip. */
  dayNumber: z.number().int(),
  legIndex: z.number().int(),
  kind: z.enum(DAY_KINDS).describe('arrival and departure days are lighter'),
  /** The city the day is spent in (the last one when it changes). */
  city: z.string(),
  stops: z.array(ItineraryStopSchema),
  suggestions: z.array(ItinerarySuggestionSchema).describe('Nearby places not in the plan'),
  arrival: ArrivalAirportSchema.nullable().describe('First day of a leg'),
  edited: z.boolean().describe('The traveller arranged this day'),
});
export type ItineraryDay = z.infer<typeof ItineraryDaySchema>;

export const ItineraryLegSchema = z.object({
  countryId: z.string(),
  countryName: z.string().describe('English, as the trip’s query and the catalogue name it'),
  localName: LocalNameSchema,
  isoCode: z.string(),
  slug: z.string(),
  flagImageUrl: z.string(),
  timeZone: z.string().describe('IANA zone of the country’s main city: every time is local to it'),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
});
export type ItineraryLeg = z.infer<typeof ItineraryLegSchema>;

export const DataEstimateSchema = z.object({
  totalMb: z.number().int(),
  days: z.array(z.object({ date: z.string(), mb: z.number().int() })),
  legs: z.array(z.object({ legIndex: z.number().int(), mb: z.number().int() })),
  /** How the figure is reckoned, in the page's language. */
  method: z.string(),
});
export type DataEstimate = z.infer<typeof DataEstimateSchema>;

export const DATA_OPTION_KINDS = ['regional', 'local'] as const;
export const DataOptionSchema = z.object({
  kind: z.enum(DATA_OPTION_KINDS).describe('One regional plan, or one local plan per leg'),
  total: MoneySchema,
  plans: z.array(
    z.object({
      legIndexes: z.array(z.number().int()).describe('The legs this plan covers'),
      bundle: BundleSchema,
    }),
  ),
  cheapest: z.boolean(),
});
export type DataOption = z.infer<typeof DataOptionSchema>;

export const ItineraryPlanSchema = z.object({
  trip: ItineraryTripSchema.describe('What the plan was made from, as the API read it'),
  legs: z.array(ItineraryLegSchema),
  days: z.array(ItineraryDaySchema),
  data: z.object({
    estimate: DataEstimateSchema,
    /** Cheapest first; empty when no plan in the catalogue covers the trip. */
    options: z.array(DataOptionSchema),
    currencyCode: z.string(),
  }),
});
export type ItineraryPlan = z.infer<typeof ItineraryPlanSchema>;

export const ItineraryPlanResponseSchema = z.object({ data: ItineraryPlanSchema });
export type ItineraryPlanResponse = z.infer<typeof ItineraryPlanResponseSchema>;

/* Saved plans (`/v1/itineraries`, owner only) and share links. */

export const ItineraryTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'title must not be empty' })
  .max(80, { error: 'title must be at most 80 characters' });

export const ItineraryIdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });
/** 128-bit random, base64url (22 characters). */
export const ShareIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'share id must be the 22 characters of a share link' });
export const ShareParamsSchema = z.object({ shareId: ShareIdSchema });

export const CreateItineraryBodySchema = z.object({
  title: ItineraryTitleSchema.optional().describe('Defaults to the countries and dates'),
  trip: ItineraryTripSchema,
  locale: LocaleSchema,
});
export const UpdateItineraryBodySchema = z
  .object({
    title: ItineraryTitleSchema.optional(),
    trip: ItineraryTripSchema.optional(),
    locale: LocaleSchema,
  })
  .refine((body) => body.title !== undefined || body.trip !== undefined, {
    error: 'send a title, a trip or both',
  });

export const ItinerarySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  legs: z.array(
    ItineraryLegSchema.pick({
      countryName: true,
      localName: true,
      isoCode: true,
      flagImageUrl: true,
      startDate: true,
      endDate: true,
    }),
  ),
  shareId: z.string().nullable().describe('Set while a share link is live'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItinerarySummary = z.infer<typeof ItinerarySummarySchema>;

export const SavedItinerarySchema = ItinerarySummarySchema.extend({ plan: ItineraryPlanSchema });
export type SavedItinerary = z.infer<typeof SavedItinerarySchema>;
export const SavedItineraryResponseSchema = z.object({ data: SavedItinerarySchema });
export const ItineraryListResponseSchema = z.object({
  data: z.object({ itineraries: z.array(ItinerarySummarySchema) }),
  count: z.number().int(),
});

/**
 * `POST /v1/itineraries/shared`: anyone can share. A saved plan's owner sends its id (the link
 * then follows the saved plan); anyone else sends the trip and the link keeps that plan.
 */
export const CreateShareBodySchema = z
  .object({
    itineraryId: z.uuid().optional(),
    title: ItineraryTitleSchema.optional(),
    trip: ItineraryTripSchema.optional(),
    locale: LocaleSchema,
  })
  .refine((body) => (body.itineraryId === undefined) !== (body.trip === undefined), {
    error: 'send either itineraryId (a saved plan) or trip',
  });
export const SHARE_REVOKE_HEADER = 'x-share-revoke-key';
export const CreateShareResponseSchema = z.object({
  data: z.object({
    shareId: ShareIdSchema,
    /** Path of the read-only page: /itinery?share={shareId}. */
    path: z.string(),
    /** Shown once; sent as X-Share-Revoke-Key to revoke when not signed in as the owner. */
    revokeKey: z.string(),
  }),
});
export const SharedItineraryResponseSchema = z.object({
  data: z.object({ title: z.string(), plan: ItineraryPlanSchema, sharedAt: z.string() }),
});
export type SharedItinerary = z.infer<typeof SharedItineraryResponseSchema>['data'];

/** `POST /v1/itineraries/ics`: a calendar file for a plan not saved (the trip as on the page). */
export const ItineraryIcsBodySchema = z.object({
  trip: ItineraryTripSchema,
  locale: LocaleSchema,
});

/* Unlocking the custom itinerary: Instagram when configured, else signing in with an e-mail. */

export const UNLOCK_METHODS = ['instagram', 'email'] as const;
export const ItineraryUnlockSchema = z.object({
  unlocked: z.boolean(),
  via: z.enum(UNLOCK_METHODS).nullable(),
  /** Which way unlocks on this shop: instagram when INSTAGRAM_APP_ID is set. */
  method: z.enum(UNLOCK_METHODS),
  /** The one-time free-data code the unlock gave; null until unlocked. */
  rewardCode: z.string().nullable(),
  instagramUsername: z.string().nullable(),
});
export type ItineraryUnlock = z.infer<typeof ItineraryUnlockSchema>;
export const ItineraryUnlockResponseSchema = z.object({ data: ItineraryUnlockSchema });

/**
 * `POST /v1/itineraries/unlock` (the e-mail way): the trip's first country, when given, is where
 * the free data is for; else the default country (spec §9). No body is the same as `{}`.
 */
export const ItineraryUnlockBodySchema = z.object(TRIP_COUNTRY_FIELDS);
export type ItineraryUnlockBody = z.infer<typeof ItineraryUnlockBodySchema>;

/**
 * `GET /v1/auth/instagram/start?returnTo=` → 302 to Instagram; returnTo is a path on the shop,
 * and the trip's first country, when given, is where the free data is for (as the e-mail way).
 */
export const InstagramStartQuerySchema = z.object({
  ...TRIP_COUNTRY_FIELDS,
  returnTo: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'returnTo must be a path on this shop' })
    .default('/itinerary'),
});
export const InstagramCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** Spec §7 "Instagram links": `GET /v1/insta-links`. */
export const InstaLinkSchema = z.object({
  url: z.string().url(),
  label: z.string().describe('What the link shows, e.g. #halongbay'),
});
export type InstaLink = z.infer<typeof InstaLinkSchema>;
export const InstaLinksResponseSchema = z.object({
  data: z.object({ instaLinks: z.array(InstaLinkSchema) }),
});

/** `GET /v1/maps/countries/{isoCode}`: a country's outline for the offline map. */
export const CountryOutlineParamsSchema = z.object({
  isoCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'isoCode must be a two-letter ISO 3166-1 code' })
    .transform((code) => code.toUpperCase()),
});
export const CountryOutlineSchema = z.object({
  isoCode: z.string(),
  /** [west, south, east, north] in degrees. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Rings of [longitude, latitude], simplified for a small map. */
  polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
export type CountryOutline = z.infer<typeof CountryOutlineSchema>;
export const CountryOutlineResponseSchema = z.object({ data: CountryOutlineSchema });
