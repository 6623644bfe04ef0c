import 'client-only';
import type {
  AttractionAvailabilityResponse,
  AttractionQuoteBody,
  AttractionQuoteResponseSchema,
} from '@tern/contracts';
import { browserGet, browserPost } from '../browser-request';
import type { Parsed } from './contracts';

/*
 * The booking panel's reads: typed with the contracts but not re-parsed (the API parses its
 * answers through the same schemas), so the panel does not bring zod to the details page. The
 * order itself goes through the one purchase flow, which checks its answers.
 */

/** GET /attractions/{id}/availability: each local day from `from` to `to` (≤ 92 days). */
export const getAttractionAvailability = (
  attractionId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
) =>
  browserGet<AttractionAvailabilityResponse>(
    `/attractions/${encodeURIComponent(attractionId)}/availability`,
    { query: range, ...(signal ? { signal } : {}) },
  );

/** POST /attractions/{id}/quote: the server's live total for a slot and its tickets. */
export const quoteAttractionTickets = (
  attractionId: string,
  body: AttractionQuoteBody,
  signal?: AbortSignal,
) =>
  browserPost<Parsed<typeof AttractionQuoteResponseSchema>>(
    `/attractions/${encodeURIComponent(attractionId)}/quote`,
    body,
    signal ? { signal } : {},
  );
