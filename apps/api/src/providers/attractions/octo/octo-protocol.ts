import { z } from 'zod';

/**
 * The OCTO standard (octo.travel; schemas in github.com/octotravel/octo-types, src/openapi.yaml)
 * as this adapter speaks it, with the octo/content and octo/pricing capabilities. Only the fields
 * Tern reads are parsed; the rest of an answer is ignored. The fake in
 * apps/api/test/support/fake-octo.ts serves these shapes.
 *
 * Every request carries `Authorization: Bearer <key>` and
 * `Octo-Capabilities: octo/content, octo/pricing`; product content comes in the language asked
 * for with `Accept-Language`, named by the answer's `Content-Language`.
 *
 *   GET  /products                                              → Product[]
 *   POST /availability/calendar { productId, optionId, localDateStart, localDateEnd, units? }
 *                                                               → CalendarDay[] (one a day)
 *   POST /availability { productId, optionId, localDateStart, localDateEnd, units? }
 *                                                               → Availability[] (one a start time)
 *   GET  /bookings/{uuid}                                       → Booking
 *   POST /bookings { uuid, productId, optionId, availabilityId, expirationMinutes, unitItems }
 *                                                               → Booking (ON_HOLD)
 *   POST /bookings/{uuid}/confirm { resellerReference, contact: { fullName }, emailReceipt }
 *                                                               → Booking (CONFIRMED)
 *   POST /bookings/{uuid}/cancel { reason }                     → Booking (CANCELLED)
 *
 * Errors are `{ error, errorMessage, … }`, usually with HTTP 400 whatever the code (UNAUTHORIZED
 * included); a sold-out slot at reservation is UNPROCESSABLE_ENTITY.
 */

export const OCTO_CAPABILITIES = 'octo/content, octo/pricing';

/** A price in the currency's minor units: 4500 with precision 2 is 45.00. */
export const OctoPricing = z.object({
  original: z.number().int(),
  retail: z.number().int(),
  net: z.number().int().nullish(),
  currency: z.string(),
  currencyPrecision: z.number().int().min(0),
});
export type OctoPricing = z.infer<typeof OctoPricing>;

export const OctoFeature = z.object({
  shortDescription: z.string().nullish(),
  /** INCLUSION, EXCLUSION, HIGHLIGHT, PREARRIVAL_INFORMATION, CANCELLATION_TERM, … */
  type: z.string(),
});

export const OctoMedia = z.object({
  src: z.string(),
  /** image/jpeg, image/png, video/mp4, external/youtube, … */
  type: z.string(),
  rel: z.enum(['LOGO', 'COVER', 'GALLERY']).or(z.string()),
});

export const OctoLocation = z.object({
  title: z.string().nullish(),
  /** START, ITINERARY_ITEM, POINT_OF_INTEREST, ADMISSION_INCLUDED, END, REDEMPTION */
  types: z.array(z.string()).default([]),
  place: z.object({
    latitude: z.number(),
    longitude: z.number(),
    postalAddress: z
      .object({
        streetAddress: z.string().nullish(),
        addressLocality: z.string().nullish(),
        addressRegion: z.string().nullish(),
        postalCode: z.string().nullish(),
        addressCountry: z.string().nullish(),
      })
      .nullish(),
  }),
});
export type OctoLocation = z.infer<typeof OctoLocation>;

/** The octo/content fields, which a product and each of its options may carry. */
const content = {
  title: z.string().nullish(),
  shortDescription: z.string().nullish(),
  description: z.string().nullish(),
  features: z.array(OctoFeature).default([]),
  media: z.array(OctoMedia).default([]),
  locations: z.array(OctoLocation).default([]),
  /** museums, theme-parks, day-trips, walking-tours, … (the spec's CategoryLabel) */
  categoryLabels: z.array(z.string()).default([]),
  durationMinutesFrom: z.number().int().nullish(),
};

export const OctoUnit = z.object({
  id: z.string(),
  internalName: z.string(),
  /** ADULT, YOUTH, CHILD, INFANT, FAMILY, SENIOR, STUDENT, MILITARY, OTHER */
  type: z.string(),
  restrictions: z.object({
    minAge: z.number().int().nullish(),
    maxAge: z.number().int().nullish(),
    /** Unit ids that must be booked alongside this one (a child with an adult). */
    accompaniedBy: z.array(z.string()).default([]),
  }),
  pricingFrom: z.array(OctoPricing).default([]),
  title: z.string().nullish(),
});
export type OctoUnit = z.infer<typeof OctoUnit>;

export const OctoOption = z.object({
  id: z.string(),
  default: z.boolean(),
  internalName: z.string(),
  availabilityLocalStartTimes: z.array(z.string()).min(1),
  cancellationCutoffAmount: z.number().int().min(0),
  cancellationCutoffUnit: z.enum(['minute', 'hour', 'day']),
  units: z.array(OctoUnit),
  ...content,
});
export type OctoOption = z.infer<typeof OctoOption>;

export const OctoProduct = z.object({
  id: z.string(),
  internalName: z.string(),
  locale: z.string(),
  timeZone: z.string().nullish(),
  availabilityType: z.enum(['START_TIME', 'OPENING_HOURS']),
  /** UNIT (a price per ticket) or BOOKING (one price, e.g. a private charter). */
  pricingPer: z.enum(['UNIT', 'BOOKING']).nullish(),
  options: z.array(OctoOption),
  ...content,
});
export type OctoProduct = z.infer<typeof OctoProduct>;

/** What a calendar day and a start time both say about places. */
const places = {
  available: z.boolean(),
  status: z.enum(['AVAILABLE', 'FREESALE', 'SOLD_OUT', 'LIMITED', 'CLOSED']),
  /** Null for FREESALE: no limit. */
  vacancies: z.number().int().nullish(),
  capacity: z.number().int().nullish(),
  openingHours: z.array(z.object({ from: z.string(), to: z.string() })).default([]),
};

export const OctoCalendarDay = z.object({ localDate: z.string(), ...places });
export type OctoCalendarDay = z.infer<typeof OctoCalendarDay>;

export const OctoAvailability = z.object({
  id: z.string(),
  /** "2026-12-01T09:00:00+07:00": the wall-clock time at the product, with its offset. */
  localDateTimeStart: z.string(),
  localDateTimeEnd: z.string().nullish(),
  allDay: z.boolean().default(false),
  ...places,
});
export type OctoAvailability = z.infer<typeof OctoAvailability>;

const DeliveryOption = z.object({
  /** QRCODE, CODE128, AZTECCODE, PDF_URL, PKPASS_URL */
  deliveryFormat: z.string(),
  deliveryValue: z.string(),
});
export const OctoTicket = z.object({ deliveryOptions: z.array(DeliveryOption).default([]) });
export type OctoTicket = z.infer<typeof OctoTicket>;

export const OctoBooking = z.object({
  id: z.string().nullish(),
  uuid: z.string(),
  status: z.enum([
    'ON_HOLD',
    'CONFIRMED',
    'EXPIRED',
    'CANCELLED',
    'REDEEMED',
    'PENDING',
    'REJECTED',
  ]),
  supplierReference: z.string().nullish(),
  resellerReference: z.string().nullish(),
  productId: z.string(),
  optionId: z.string(),
  availabilityId: z.string().nullish(),
  voucher: OctoTicket.nullish(),
  unitItems: z.array(
    z.object({
      uuid: z.string(),
      unitId: z.string(),
      supplierReference: z.string().nullish(),
      ticket: OctoTicket.nullish(),
    }),
  ),
});
export type OctoBooking = z.infer<typeof OctoBooking>;

/** OCTO error codes; any other string is accepted too (suppliers add their own). */
export const OctoErrorBody = z.object({
  error: z.string(),
  errorMessage: z.string().nullish(),
});
