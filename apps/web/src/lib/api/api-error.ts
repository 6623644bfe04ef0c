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

/**
 * What the API itself said went wrong, for a traveller to read; null when there was no answer or
 * not one in its error envelope, where the caller says something of its own (spec §8).
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  return error.code === CLIENT_ERROR_CODES.invalidResponse ? null : error.message;
}

/** The call's answer, or null when the API says there is no session (401). */
export async function unlessSignedOut<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
