/** Codes the web adds for failures that never produced an API error envelope. */
export const CLIENT_ERROR_CODES = {
  unreachable: 'API_UNREACHABLE',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * The one error type every API call throws, whether the API answered with its error envelope
 * ({ error: { code, message } }), answered with something unexpected, or could not be reached.
 */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status of the API's answer; 0 when there was no answer at all. */
  readonly status: number;
  readonly details: unknown;

  constructor(code: string, message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
