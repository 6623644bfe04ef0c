/**
 * Rules for attraction and tour tickets (issue 22), shared by the API's validation and the web's
 * booking panel so both refuse the same input. Dates and times are the attraction's local ones.
 */

/** One booking holds 1 to this many tickets in all types together. */
export const MAX_TICKETS_PER_BOOKING = 10;
/** One availability call covers at most this many days (a 90-day calendar and its edges). */
export const ATTRACTION_AVAILABILITY_MAX_DAYS = 92;
/** A slot with fewer places than this says how many are left ("3 left"). */
export const FEW_PLACES_LEFT = 10;
/** Free cancellation until this many hours before the visit, unless the attraction says otherwise. */
export const DEFAULT_TICKET_CUTOFF_HOURS = 24;
