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
  const { apiInternalUrl, siteId } = getServerEnv();
  const headers = new Headers({ accept: 'application/json', [SITE_HEADER]: siteId });

  if (options.forwardCookies) {
    const cookieHeader = (await cookies()).toString();
    if (cookieHeader) headers.set('cookie', cookieHeader);
  }
  if (options.forwardVisitor) {
    const visitor = visitorHeaders((await nextHeaders()).get(CLIENT_IP_HEADER));
    for (const [name, value] of Object.entries(visitor)) headers.set(name, value);
  }

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
