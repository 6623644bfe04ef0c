import 'client-only';
import { buildUrl, type Query, type ResponseSchema, requestJson } from './request';

/**
 * The browser calls the web origin only; src/proxy.ts forwards /api/v1/* to the API and adds the
 * X-Site-Id header there, so the session cookie stays first-party and no CORS is involved.
 */
const BROWSER_API_BASE = '/api/v1';

export interface BrowserGetOptions {
  query?: Query;
  /** Lets a component cancel a request it no longer needs (unmount, newer search). */
  signal?: AbortSignal;
}

/** GET /api/v1{path} from a client component. */
export function browserGet<T>(
  path: `/${string}`,
  schema: ResponseSchema<T>,
  options: BrowserGetOptions = {},
): Promise<T> {
  const init: RequestInit = {
    method: 'GET',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return requestJson(buildUrl(BROWSER_API_BASE, path, options.query), init, schema);
}
