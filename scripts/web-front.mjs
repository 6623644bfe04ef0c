// The web origin's front server: owns the public port and hands every request to `next start`
// on a private loopback port. It is the one place that sees the visitor's real connection, so it
//  - replaces X-Forwarded-For/-Proto/-Host and Host with what it knows (the peer, PUBLIC_WEB_URL),
//    so a forged header never reaches Next or the API, and tells Next the client's address in
//    X-Tern-Client-Ip, which it always overwrites (the dev mailbox is only for this machine);
//  - refuses what Next would answer with a 500: bad percent-encoding (400), unknown methods (405),
//    bodies over 64 KB (413), over-long URLs (414) and headers (431), always in the API's error
//    envelope { error: { code, message } } as JSON (these answers go to tools, not to people
//    following a link, and one format serves both /api/* and pages);
//  - makes a page's Next chunks load after its first paint (scripts/paint-first.mjs;
//    TERN_SCRIPTS_AFTER_PAINT=0 turns that off, for comparing);
//  - writes the page's style sheets into it on a first visit (scripts/inline-css.mjs;
//    TERN_INLINE_CSS=0 turns that off, for comparing);
//  - adds the security headers (scripts/security-headers.mjs) to every answer, and a fresh nonce
//    to every <script>/<link> of a streamed HTML page with the matching Content-Security-Policy,
//    so prerendered catalogue pages stay static and cached in Next.
// A proxy in a separate process rather than Next's request handler in this one: Next's handler
// owns `res` and its cache writes whole bodies, so rewriting a page on the way out means wrapping
// res.write/end; a stream between two sockets is simpler. Its cost, measured side by side (100
// sequential GETs, front vs Next directly, 3 rounds, medians): /faq +0.75 to +1.6 ms on 3.3-3.8 ms,
// /api/v1/countries +0.4 to +0.6 ms on 3.2-3.5 ms, a destination page within the noise of 24-26 ms.
//
// Run: node scripts/web-front.mjs (configured by environment, see the README), or createWebFront().
import { Agent, createServer, request as httpRequest } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { chooseEncoding, compressor } from './compress.mjs';
import { cachedCssIds, cssCache, inlineCss, withoutStylePreloads } from './inline-css.mjs';
import { paintFirst } from './paint-first.mjs';
import { isolatesWindow, newNonce, nonceInjector, securityHeaders } from './security-headers.mjs';

/** The same limit as the API's bodyLimit. */
export const BODY_LIMIT = 64 * 1024;
const URL_LIMIT = 8 * 1024;
/** A refused body is read (and thrown away) up to this, so the client sees the 413 rather than a reset. */
const DRAIN_LIMIT = 1024 * 1024;

const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
/** Files (public/, Next's chunks, generated artwork): Next answers other methods with a 500. */
const FILE_METHODS = new Set(['GET', 'HEAD']);

/** Connection headers, and every header that says who the client is or is Next-internal. */
const DROPPED_REQUEST = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-tern-client-ip',
  'accept-encoding',
  'content-length',
  // The body is read here before Next sees the request; Node's fetch refuses `Expect`.
  'expect',
]);
const DROPPED_REQUEST_PREFIXES = [
  'x-forwarded-',
  'x-middleware-',
  'x-invoke-',
  'x-now-',
  'x-vercel-',
];
const DROPPED_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-powered-by',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
]);
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
/** Paths whose answers are files: conditional requests (304) are kept for them, never for pages. */
const ASSET_PATH = /^\/(_next\/static|art|flags|fonts)\/|\.[a-z0-9]{2,5}$/i;
/** The dev mailbox pages and the API's outbox, in every language. */
const MAILBOX_PATH = /^\/(vi\/|en\/)?dev\/mailbox(\/|$)|^\/api\/v1\/dev(\/|$)/i;

const MESSAGES = {
  400: ['BAD_REQUEST', 'The request could not be read.'],
  404: ['NOT_FOUND', 'Not found.'],
  405: ['METHOD_NOT_ALLOWED', 'This method is not allowed here.'],
  408: ['REQUEST_TIMEOUT', 'The request took too long to arrive.'],
  413: ['PAYLOAD_TOO_LARGE', `The request body is over ${BODY_LIMIT / 1024} KB.`],
  414: ['URI_TOO_LONG', 'The address is too long.'],
  431: ['HEADERS_TOO_LARGE', 'The request headers are too large.'],
  502: ['INTERNAL', 'Tern is briefly unavailable. Please try again.'],
};

const REASONS = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function envelope(status, message) {
  const [code, text] = MESSAGES[status];
  return JSON.stringify({ error: { code, message: message ?? text } });
}

/** '::ffff:127.0.0.1' → '127.0.0.1'. */
function plainAddress(address) {
  return address?.startsWith('::ffff:') && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function inList(list, address) {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function isLoopback(address) {
  return inList(LOOPBACK, plainAddress(address) ?? '');
}

/**
 * WEB_TRUST_PROXY: the load balancers in front of this server whose X-Forwarded-For and
 * X-Forwarded-Proto are believed: a comma-separated list of addresses, CIDR ranges and
 * `loopback`. Empty (the default) believes no one: the peer is the client.
 */
export function parseTrustList(value = '') {
  const list = new BlockList();
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`WEB_TRUST_PROXY: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return { list, empty: entries.length === 0 };
}

/**
 * The client's address and whether its connection is HTTPS. A peer in the trust list may say who
 * its client was: X-Forwarded-For is walked from the right, skipping trusted hops, and the first
 * untrusted address is the client (as Fastify's trustProxy does).
 */
export function resolveClient(req, trust, publicHttps) {
  const peer = plainAddress(req.socket.remoteAddress) ?? '';
  if (trust.empty || !inList(trust.list, peer)) return { ip: peer, https: publicHttps };
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((h) => plainAddress(h.trim()))
    .filter((h) => isIP(h ?? ''));
  let ip = peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    ip = hops[i];
    if (!inList(trust.list, ip)) break;
  }
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return { ip, https: proto ? proto === 'https' : publicHttps };
}

function hasControlCharacter(text) {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether the path and query are well-formed percent-encoded UTF-8 with no control characters. */
export function isReadableTarget(target) {
  const question = target.indexOf('?');
  const path = question === -1 ? target : target.slice(0, question);
  const query = question === -1 ? '' : target.slice(question + 1);
  try {
    const decodedPath = decodeURIComponent(path);
    if (hasControlCharacter(decodedPath) || decodedPath.includes('\\')) return false;
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The front server. `upstream` is where `next start` listens; `publicUrl` is PUBLIC_WEB_URL, the
 * only source of the Host and protocol Next sees.
 */
export function createWebFront({
  upstream,
  publicUrl,
  trustProxy = '',
  csp = true,
  scriptsAfterPaint = true,
  inlineStyles = true,
  // The bench's switch to measure what Cross-Origin-Opener-Policy on public pages costs.
  isolateEveryPage = false,
  bodyLimit = BODY_LIMIT,
}) {
  const origin = new URL(publicUrl);
  const publicHttps = origin.protocol === 'https:';
  const trust = parseTrustList(trustProxy);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** The site's style sheets, as bytes (latin1, like the HTML stream they go into), from Next. */
  const loadCss = cssCache(
    (path) =>
      new Promise((resolve, reject) => {
        const get = httpRequest(
          { host: upstream.host, port: upstream.port, path, agent, headers: { host: origin.host } },
          (answer) => {
            const chunks = [];
            answer.on('data', (chunk) => chunks.push(chunk));
            answer.on('end', () =>
              resolve(
                answer.statusCode === 200 ? Buffer.concat(chunks).toString('latin1') : undefined,
              ),
            );
            answer.on('error', reject);
          },
        );
        get.on('error', reject);
        get.end();
      }),
  );

  function send(res, status, { https, headers = {}, message } = {}) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = envelope(status, message);
    res.writeHead(status, {
      ...securityHeaders({ https }),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(body),
      ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  /** Answers 413 once, then reads the rest of the body away (up to DRAIN_LIMIT) and closes. */
  function refuseBody(req, res, https) {
    send(res, 413, { https, headers: { connection: 'close' } });
    let drained = 0;
    req.on('data', (chunk) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT) req.socket.destroy();
    });
    req.resume();
  }

  function readBody(req, res, https) {
    return new Promise((resolve) => {
      const chunks = [];
      let size = 0;
      let refused = false;
      req.on('data', (chunk) => {
        if (refused) return;
        size += chunk.length;
        if (size > bodyLimit) {
          refused = true;
          refuseBody(req, res, https);
          resolve(undefined);
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => {
        if (!refused) resolve(Buffer.concat(chunks));
      });
      req.on('error', () => resolve(undefined));
    });
  }

  async function handle(req, res) {
    const client = resolveClient(req, trust, publicHttps);
    const { https } = client;
    const method = req.method ?? '';

    let target = req.url ?? '';
    if (target.length > URL_LIMIT) return send(res, 414, { https });
    // Absolute-form (GET http://host/path) is for proxies; only its path is served.
    if (/^https?:\/\//i.test(target)) {
      try {
        const parsed = new URL(target);
        target = parsed.pathname + parsed.search;
      } catch {
        return send(res, 400, { https });
      }
    }
    if (!target.startsWith('/') || target.startsWith('//')) return send(res, 400, { https });
    if (!isReadableTarget(target)) return send(res, 400, { https });
    const path = target.split('?', 1)[0];
    const isApi = /^\/api(\/|$)/i.test(path);

    const allowed = isApi ? API_METHODS : ASSET_PATH.test(path) ? FILE_METHODS : PAGE_METHODS;
    if (!allowed.has(method)) {
      return send(res, 405, { https, headers: { allow: [...allowed].join(', ') } });
    }

    if (MAILBOX_PATH.test(path) && !isLoopback(client.ip)) return send(res, 404, { https });

    const declared = req.headers['content-length'];
    if (declared !== undefined && !/^\d+$/.test(declared)) return send(res, 400, { https });
    if (Number(declared ?? 0) > bodyLimit) return refuseBody(req, res, https);
    const hasBody = declared !== undefined || req.headers['transfer-encoding'] !== undefined;
    const body = hasBody ? await readBody(req, res, https) : undefined;
    if (hasBody && body === undefined) return;
    if (method === 'GET' || method === 'HEAD') {
      // Next would fail on a body with GET; nothing legitimate sends one.
      if (body && body.length > 0) return send(res, 400, { https });
    }

    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (DROPPED_REQUEST.has(name)) continue;
      if (DROPPED_REQUEST_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
      headers[name] = value;
    }
    headers.host = origin.host;
    headers['x-forwarded-host'] = origin.host;
    headers['x-forwarded-proto'] = https ? 'https' : 'http';
    headers['x-forwarded-for'] = client.ip;
    headers['x-tern-client-ip'] = client.ip;
    if (body && body.length > 0) headers['content-length'] = String(body.length);
    else if (method !== 'GET' && method !== 'HEAD') headers['content-length'] = '0';
    // A page is never answered 304: its nonce changes on every answer, so a cached copy would be
    // refused by the new policy. Files keep their conditional requests.
    if (!ASSET_PATH.test(path)) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }

    const upstreamRequest = httpRequest({
      host: upstream.host,
      port: upstream.port,
      method,
      path: target,
      headers,
      agent,
      // Next repeats a long path in several answer headers (RSC prefetches); Node's default
      // 16 KB limit for reading them would turn a 3 KB address into a 502.
      maxHeaderSize: 256 * 1024,
    });
    upstreamRequest.on('error', (error) => {
      if (!res.headersSent) send(res, 502, { https });
      else res.destroy(error);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstreamRequest.destroy();
    });
    upstreamRequest.on('response', (upstreamResponse) => {
      respond(req, res, upstreamResponse, https);
    });
    upstreamRequest.end(body && body.length > 0 ? body : undefined);
  }

  function respond(req, res, upstreamResponse, https) {
    const status = upstreamResponse.statusCode ?? 502;
    const type = String(upstreamResponse.headers['content-type'] ?? '');
    const html = /^text\/html/i.test(type);
    const nonce = html ? newNonce() : undefined;
    const headers = {};
    for (const [name, value] of Object.entries(upstreamResponse.headers)) {
      if (!DROPPED_RESPONSE.has(name) && value !== undefined) headers[name] = value;
    }
    const path = (req.url ?? '').split('?', 1)[0];
    const isolateWindow = !html || isolateEveryPage || isolatesWindow(path);
    Object.assign(headers, securityHeaders({ nonce, https, csp, isolateWindow }));
    const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304;
    const stages = [];
    if (html) {
      delete headers.etag;
      delete headers['last-modified'];
      delete headers['content-length'];
      if (hasBody && scriptsAfterPaint) stages.push(paintFirst());
      if (inlineStyles) {
        // A HEAD answer carries the same headers as the page would.
        const cached = cachedCssIds(req.headers.cookie);
        if (hasBody) stages.push(inlineCss({ cached, loadCss }));
        if (headers.link) {
          const link = withoutStylePreloads(String(headers.link), cached);
          if (link) headers.link = link;
          else delete headers.link;
        }
        // The page differs with the cookie that says which style sheets the browser holds.
        headers.vary = headers.vary ? `${headers.vary}, Cookie` : 'Cookie';
      }
      if (hasBody) stages.push(nonceInjector(nonce));
    }
    if (COMPRESSIBLE.test(type)) {
      const vary = String(headers.vary ?? '');
      if (!/accept-encoding/i.test(vary)) {
        headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
      }
    }
    const encoding =
      hasBody && COMPRESSIBLE.test(type) && !headers['content-encoding']
        ? chooseEncoding(req.headers['accept-encoding'])
        : 'identity';
    if (encoding !== 'identity') {
      headers['content-encoding'] = encoding;
      delete headers['content-length'];
      stages.push(compressor(encoding));
    }
    res.writeHead(status, upstreamResponse.statusMessage, headers);
    if (!hasBody) {
      upstreamResponse.resume();
      res.end();
      return;
    }
    pipeline(upstreamResponse, ...stages, res, () => {});
  }

  const server = createServer({ requestTimeout: 60_000 }, (req, res) => {
    handle(req, res).catch(() => send(res, 400, { https: publicHttps }));
  });

  function rawAnswer(socket, status) {
    const body = envelope(status);
    const lines = Object.entries({
      ...securityHeaders({ https: publicHttps }),
      ...(status === 405 ? { allow: [...API_METHODS].join(', ') } : {}),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }

  // Requests Node cannot parse (an unknown method, bad request line, headers too large, wrong
  // Content-Length) never reach the handler: they get the envelope too.
  server.on('clientError', (error, socket) => {
    if (!socket.writable || socket.destroyed) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'HPE_INVALID_METHOD'
          ? 405
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? 408
            : 400;
    rawAnswer(socket, status);
  });
  // CONNECT (a proxy's method) and protocol upgrades (WebSocket) are not served here.
  server.on('connect', (_req, socket) => rawAnswer(socket, 405));
  server.on('upgrade', (_req, socket) => rawAnswer(socket, 400));

  return server;
}

// As a program: node scripts/web-front.mjs, configured by the environment (scripts/servers.mjs).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const server = createWebFront({
    upstream: {
      host: process.env.WEB_UPSTREAM_HOST ?? 'localhost',
      port: Number(process.env.WEB_UPSTREAM_PORT ?? 3001),
    },
    publicUrl: process.env.PUBLIC_WEB_URL || `http://localhost:${port}`,
    trustProxy: process.env.WEB_TRUST_PROXY ?? '',
    csp: process.env.TERN_BENCH_NO_CSP !== '1',
    scriptsAfterPaint: process.env.TERN_SCRIPTS_AFTER_PAINT !== '0',
    inlineStyles: process.env.TERN_INLINE_CSS !== '0',
  });
  server.listen(port, host);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
