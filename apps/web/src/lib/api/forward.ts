import 'server-only';
import { SITE_HEADER } from '@tern/contracts';
import { getServerEnv } from '@/lib/env/server-env';
import { forwardablePath } from './api-path';
import { CLIENT_IP_HEADER, FORWARDING_HEADERS, visitorHeaders } from './visitor';

/** Headers that describe one connection, not the message; they must not cross a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  // Node's fetch throws on it (the browser never sends it; a hand-made request would get a 503).
  'expect',
];

/** Long enough for a payment confirmation, short enough that a hung API frees the connection. */
const FORWARD_TIMEOUT_MS = 30_000;

/**
 * Forwards a browser request for /api/v1/* to {API_INTERNAL_URL}/v1/* and streams the answer back.
 *
 * A route handler rather than a next.config.ts rewrite or proxy.ts: rewrites are frozen at build
 * time (API_INTERNAL_URL must be a run-time setting), and both would show the browser the internal
 * API address (x-middleware-rewrite) and answer an outage with a bare 500 instead of the API's
 * error envelope. The site id is set here, so a browser cannot pose as another site.
 */
export async function forwardToApi(request: Request): Promise<Response> {
  const { apiInternalUrl, siteId } = getServerEnv();
  const { pathname, search } = new URL(request.url);
  // Only the versioned API is exposed, and never the dev outbox (sign-in and activation codes;
  // /dev/mailbox reads it server-side). Decided on the path as the API will read it: checking
  // the encoded path let /api/v1/%64ev/outbox through (issue 21).
  const verdict = forwardablePath(pathname);
  if (verdict !== 'ok') {
    const unreadable = verdict === 'unreadable';
    return Response.json(
      {
        error: unreadable
          ? { code: 'BAD_REQUEST', message: 'The address is not validly percent-encoded.' }
          : { code: 'NOT_FOUND', message: 'Not found' },
      },
      { status: unreadable ? 400 : 404, headers: { 'cache-control': 'no-store' } },
    );
  }
  const target = `${apiInternalUrl}${pathname.slice('/api'.length)}${search}`;

  // Origin and Sec-Fetch-Site pass through unchanged: the API refuses cookie-authenticated
  // unsafe methods that did not come from the storefront itself.
  const headers = new Headers(request.headers);
  for (const name of [...HOP_BY_HOP, ...FORWARDING_HEADERS]) headers.delete(name);
  headers.set(SITE_HEADER, siteId);
  // Who the visitor is, as the front server saw it, with the proof the API needs to believe it.
  for (const [name, value] of Object.entries(
    visitorHeaders(request.headers.get(CLIENT_IP_HEADER)),
  )) {
    headers.set(name, value);
  }
  // fetch() would transparently decompress and leave a stale content-encoding; Next compresses
  // the response to the browser itself.
  headers.set('accept-encoding', 'identity');

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
      // Required by Node's fetch to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    console.error(`[api-proxy] ${request.method} ${pathname} failed:`, error);
    return Response.json(
      {
        error: {
          code: 'API_UNAVAILABLE',
          message: 'Tern is briefly unavailable. Please try again.',
        },
      },
      { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } },
    );
  }

  const responseHeaders = new Headers(upstream.headers);
  for (const name of [...HOP_BY_HOP, 'content-encoding']) responseHeaders.delete(name);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
