import { ErrorEnvelopeSchema } from '@tern/contracts';

type Status = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** The error statuses a route can answer with, each in the envelope, for its response schema. */
export function errorResponses<const S extends Status[]>(
  ...statuses: S
): Record<S[number], typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<
    S[number],
    typeof ErrorEnvelopeSchema
  >;
}
