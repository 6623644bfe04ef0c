import type { ErrorEnvelope } from '@tern/contracts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

/** Any zod schema from @tern/contracts; typed structurally so the web needs no direct zod import. */
export interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string } };
}

export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

/** Appends the defined query values; undefined and null mean "not sent", not "empty". */
export function buildUrl(base: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** The API's error envelope, checked by hand so this module (used in the browser) needs no zod. */
function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * Performs the call and returns the parsed JSON body of a success; every failure becomes an
 * ApiError. Shared by the server and browser clients.
 */
export async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(CLIENT_ERROR_CODES.unreachable, `API unreachable: ${reason}`, 0);
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body;
  if (isErrorEnvelope(body)) {
    const { code, message, details } = body.error;
    throw new ApiError(code, message, response.status, details);
  }
  throw new ApiError(
    CLIENT_ERROR_CODES.invalidResponse,
    `API answered ${response.status} without an error envelope`,
    response.status,
  );
}

/**
 * fetchJson, then checks the answer against the contract, so no server component ever sees a
 * shape the contract does not promise.
 */
export async function requestJson<T>(
  url: string,
  init: RequestInit,
  schema: ResponseSchema<T>,
): Promise<T> {
  const body = await fetchJson(url, init);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      CLIENT_ERROR_CODES.invalidResponse,
      `API response does not match the contract: ${parsed.error.message}`,
      200,
    );
  }
  return parsed.data;
}
