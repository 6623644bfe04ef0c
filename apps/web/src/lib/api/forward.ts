import 'server-only';
import { SITE_HEADER } from '@tern/contracts';
import { getServerEnv } from '@/lib/env/server-env';

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
  // Only the versioned API is exposed; a normalised "/api/v1/../x" must not reach other API paths.
  // The dev outbox (sign-in and activation codes) answers only peers on the API's machine, which
  // this forwarder is: passing it on would open it to every visitor. /dev/mailbox reads it
  // server-side instead.
  if (!pathname.startsWith('/api/v1/') || pathname.startsWith('/api/v1/dev/')) {
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }
  const target = `${apiInternalUrl}${pathname.slice('/api'.length)}${search}`;

  // Origin and Sec-Fetch-Site pass through unchanged: the API refuses cookie-authenticated
  // unsafe methods that did not come from the storefront itself.
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set(SITE_HEADER, siteId);
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
