import 'client-only';
import { buildUrl, fetchJson, type Query } from './request';

/**
 * The browser calls the web origin only; the route handler app/api/v1/[...path] forwards /api/v1/* to the API and adds the
 * X-Site-Id header there, so the session cookie stays first-party and no CORS is involved.
 */
const BROWSER_API_BASE = '/api/v1';

export interface BrowserGetOptions {
  query?: Query;
  /** Lets a component cancel a request it no longer needs (unmount, newer search). */
  signal?: AbortSignal;
}

/**
 * GET /api/v1{path}; used only by the functions in lib/api/browser/, one per API call.
 *
 * It does not check the answer against the contract: on first-load pages the API's own
 * parsing has to do (checking again would ship zod, ~37 kB gzip, to every visitor). The
 * purchase, payment and account calls check theirs with `checkedBy` (lib/api/browser/contracts).
 */
export async function browserGet<T>(
  path: `/${string}`,
  options: BrowserGetOptions = {},
): Promise<T> {
  const init: RequestInit = {
    method: 'GET',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return (await fetchJson(buildUrl(BROWSER_API_BASE, path, options.query), init)) as T;
}

export interface BrowserPostOptions {
  /** Lets a retried click reuse the first attempt's answer instead of creating a second record. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Extra request headers (e.g. a share link's revoke key). */
  headers?: Record<string, string>;
}

/** A call that changes something: POST, PUT, PATCH or DELETE with a JSON body. */
export type BrowserWriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** {method} /api/v1{path} with a JSON body; answers and failures as browserGet. */
export async function browserSend<T>(
  method: BrowserWriteMethod,
  path: `/${string}`,
  body: unknown,
  options: BrowserPostOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    'content-type': 'application/json',
  };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const init: RequestInit = {
    method,
    headers,
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return (await fetchJson(buildUrl(BROWSER_API_BASE, path), init)) as T;
}

/** POST /api/v1{path} with a JSON body; answers and failures as browserGet. */
export const browserPost = <T>(path: `/${string}`, body: unknown, options?: BrowserPostOptions) =>
  browserSend<T>('POST', path, body, options);
