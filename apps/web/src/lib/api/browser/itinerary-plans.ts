import 'client-only';
import type {
  CountryOutlineResponseSchema,
  CreateShareResponseSchema,
  ItineraryListResponseSchema,
  ItineraryPlanResponse,
  ItineraryTrip,
  Locale,
  SavedItineraryResponseSchema,
  SHARE_REVOKE_HEADER,
  SharedItineraryResponseSchema,
} from '@tern/contracts';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error';
import { browserGet, browserPost, browserSend } from '../browser-request';
import type { Parsed } from './contracts';

/*
 * The itinerary planner's calls (issue 24). Typed with the contracts but not re-parsed: the
 * planner page is a first-load page, and the API serialises its answers through the same
 * schemas (see browserGet).
 */

type Signal = { signal?: AbortSignal };

/** The contract's header, written out: importing its value would bring zod to the page. */
const REVOKE_HEADER: typeof SHARE_REVOKE_HEADER = 'x-share-revoke-key';
const withSignal = (read: Signal) => (read.signal ? { signal: read.signal } : {});

export interface PlanBody {
  trip: ItineraryTrip;
  currency?: string | undefined;
  locale: Locale;
}

/** POST /itineraries/plan: the plan for a trip (400 UNKNOWN_COUNTRY for a country not sold). */
export const planItinerary = (body: PlanBody, read: Signal = {}) =>
  browserPost<ItineraryPlanResponse>('/itineraries/plan', body, withSignal(read));

/** GET /itineraries/shared/{shareId}: a shared plan, read-only (404 once revoked). */
export const getSharedItinerary = (shareId: string, read: Signal = {}) =>
  browserGet<Parsed<typeof SharedItineraryResponseSchema>>(
    `/itineraries/shared/${encodeURIComponent(shareId)}`,
    withSignal(read),
  );

/** GET /itineraries: the signed-in traveller's saved plans. */
export const listItineraries = () =>
  browserGet<Parsed<typeof ItineraryListResponseSchema>>('/itineraries');

/** GET /itineraries/{id}: one saved plan, re-planned from its trip. */
export const getItinerary = (id: string) =>
  browserGet<Parsed<typeof SavedItineraryResponseSchema>>(`/itineraries/${encodeURIComponent(id)}`);

/** POST /itineraries: saves the trip to the account. */
export const createItinerary = (body: { trip: ItineraryTrip; locale: Locale }) =>
  browserPost<Parsed<typeof SavedItineraryResponseSchema>>('/itineraries', body);

/** PATCH /itineraries/{id}: saves the trip again over the saved one. */
export const updateItinerary = (id: string, body: { trip: ItineraryTrip; locale: Locale }) =>
  browserSend<Parsed<typeof SavedItineraryResponseSchema>>(
    'PATCH',
    `/itineraries/${encodeURIComponent(id)}`,
    body,
  );

/** POST /itineraries/shared: a read-only link, for a saved plan (itineraryId) or a trip. */
export const createShare = (
  body:
    | { itineraryId: string; locale: Locale }
    | { trip: ItineraryTrip; locale: Locale; title?: string },
) => browserPost<Parsed<typeof CreateShareResponseSchema>>('/itineraries/shared', body);

/** DELETE /itineraries/shared/{shareId}: the link stops working; the revoke key proves it is ours. */
export const revokeShare = (shareId: string, revokeKey: string) =>
  browserSend<unknown>(
    'DELETE',
    `/itineraries/shared/${encodeURIComponent(shareId)}`,
    {},
    {
      headers: { [REVOKE_HEADER]: revokeKey },
    },
  );

/** GET /maps/countries/{isoCode}: the country's outline for the offline map. */
export const getCountryOutline = (isoCode: string, read: Signal = {}) =>
  browserGet<Parsed<typeof CountryOutlineResponseSchema>>(
    `/maps/countries/${encodeURIComponent(isoCode)}`,
    withSignal(read),
  );

/**
 * POST /itineraries/ics: the calendar file of a trip not saved, as a Blob to download. Not JSON,
 * so fetched here rather than through browserSend; a failure is an ApiError all the same.
 */
export async function downloadTripCalendar(body: {
  trip: ItineraryTrip;
  locale: Locale;
}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/v1/itineraries/ics', {
      method: 'POST',
      headers: { accept: 'text/calendar', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(CLIENT_ERROR_CODES.unreachable, `API unreachable: ${reason}`, 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      envelope?.error?.code ?? CLIENT_ERROR_CODES.invalidResponse,
      envelope?.error?.message ?? `API answered ${response.status}`,
      response.status,
    );
  }
  return response.blob();
}

/** The saved plan's calendar file, which the API serves as a download. */
export const savedCalendarUrl = (id: string) => `/api/v1/itineraries/${encodeURIComponent(id)}.ics`;
