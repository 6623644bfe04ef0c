import 'server-only';
import { SITE_HEADER } from '@tern/contracts';
import { cookies, headers as nextHeaders } from 'next/headers';
import { getServerEnv } from '@/lib/env/server-env';
import { buildUrl, type Query, type ResponseSchema, requestJson } from './request';
import { CLIENT_IP_HEADER, visitorHeaders } from './visitor';

/** A slow API must not hold a page render hostage; the caller shows its fallback instead. */
const SERVER_TIMEOUT_MS = 5_000;

/** Shared catalogue data: cached by Next for `revalidate` seconds, invalidated by tag. */
export interface SharedCache {
  revalidate: number;
  tags: readonly string[];
}

/**
 * Either a cached read of shared data, or an uncached call on behalf of the visitor. Never both:
 * a response fetched with someone's session cookie must not land in a cache others read from.
 */
export type ServerGetOptions = { query?: Query } & (
  | { cache: SharedCache; forwardCookies?: never; forwardVisitor?: never }
  | {
      cache?: never;
      forwardCookies?: boolean;
      /** Tell the API who the visitor is (their address, with FORWARD_SECRET as proof). */
      forwardVisitor?: boolean;
    }
);

/** GET {API_INTERNAL_URL}/v1{path} from a server component or route handler. */
export async function serverGet<T>(
  path: `/${string}`,
  schema: ResponseSchema<T>,
  options: ServerGetOptions = {},
): Promise<T> {
  const { apiInternalUrl } = getServerEnv();
  const headers = await visitorRequestHeaders(options);

  const init: RequestInit = {
    method: 'GET',
    headers,
    signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    ...(options.cache
      ? { next: { revalidate: options.cache.revalidate, tags: [...options.cache.tags] } }
      : { cache: 'no-store' }),
  };

  return requestJson(buildUrl(`${apiInternalUrl}/v1`, path, options.query), init, schema);
}

/** The site header, and the visitor's cookies and address when asked for. */
async function visitorRequestHeaders(options: {
  forwardCookies?: boolean | undefined;
  forwardVisitor?: boolean | undefined;
}): Promise<Headers> {
  const headers = new Headers({ accept: 'application/json', [SITE_HEADER]: getServerEnv().siteId });
  if (options.forwardCookies) {
    const cookieHeader = (await cookies()).toString();
    if (cookieHeader) headers.set('cookie', cookieHeader);
  }
  if (options.forwardVisitor) {
    const visitor = visitorHeaders((await nextHeaders()).get(CLIENT_IP_HEADER));
    for (const [name, value] of Object.entries(visitor)) headers.set(name, value);
  }
  return headers;
}

/**
 * POST {API_INTERNAL_URL}/v1{path} with a JSON body, on the visitor's behalf and never cached:
 * for reads the API takes as a POST because their input is a document (an itinerary's trip).
 */
export async function serverPost<T>(
  path: `/${string}`,
  body: unknown,
  schema: ResponseSchema<T>,
  options: { forwardCookies?: boolean; forwardVisitor?: boolean } = {},
): Promise<T> {
  const headers = await visitorRequestHeaders(options);
  headers.set('content-type', 'application/json');
  return requestJson(
    buildUrl(`${getServerEnv().apiInternalUrl}/v1`, path),
    {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
      cache: 'no-store',
    },
    schema,
  );
}
