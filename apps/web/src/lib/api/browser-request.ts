import 'client-only';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { buildUrl, fetchJson, type Query, type ResponseSchema } from './request';

/**
 * The browser calls the web origin only; the route handler app/api/v1/[...path] forwards /api/v1/* to the API and adds the
 * X-Site-Id header there, so the session cookie stays first-party and no CORS is involved.
 */
const BROWSER_API_BASE = '/api/v1';

/**
 * The contract schema of an answer, imported when the call is made (`() =>
 * import('@tern/contracts').then((c) => c.OrderResponseSchema)`): zod (~37 kB gzip) then loads
 * with the first such call, never with a page.
 */
export type LazySchema<T> = () => Promise<ResponseSchema<T>>;

export interface BrowserGetOptions<T = unknown> {
  query?: Query;
  /** Lets a component cancel a request it no longer needs (unmount, newer search). */
  signal?: AbortSignal;
  /** Checks the answer against the contract; see LazySchema for when to use it. */
  schema?: LazySchema<T>;
}

/** The answer as the contract promises it, or an ApiError saying it is not. */
async function checked<T>(body: unknown, schema: LazySchema<T> | undefined): Promise<T> {
  if (!schema) return body as T;
  const parsed = (await schema()).safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(
    CLIENT_ERROR_CODES.invalidResponse,
    `API response does not match the contract: ${parsed.error.message}`,
    200,
  );
}

/**
 * GET /api/v1{path}; used only by the functions in lib/api/browser/, one per API call.
 *
 * Catalogue reads on first-load pages pass no schema: the API already parses every response
 * through its contract before sending it, and checking again there would ship zod to every
 * visitor. The purchase, payment and account calls (code that loads on demand) pass a LazySchema.
 */
export async function browserGet<T>(
  path: `/${string}`,
  options: BrowserGetOptions<T> = {},
): Promise<T> {
  const init: RequestInit = {
    method: 'GET',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return checked(
    await fetchJson(buildUrl(BROWSER_API_BASE, path, options.query), init),
    options.schema,
  );
}

export interface BrowserPostOptions<T = unknown> {
  /** Lets a retried click reuse the first attempt's answer instead of creating a second record. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  schema?: LazySchema<T>;
}

/** POST /api/v1{path} with a JSON body; answers and failures as browserGet. */
export async function browserPost<T>(
  path: `/${string}`,
  body: unknown,
  options: BrowserPostOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
  };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const init: RequestInit = {
    method: 'POST',
    headers,
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return checked(await fetchJson(buildUrl(BROWSER_API_BASE, path), init), options.schema);
}
