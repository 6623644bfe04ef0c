// Hostile requests for the web origin, generated from a seed: paths, methods, headers and bodies
// a careful attacker (or a broken client) sends. Used by `npm run bench:fuzz` (the long run, every
// route) and by apps/web/e2e/hardening.e2e.test.ts (a short run that spares rate-limited routes).
// Each request is sent over a raw socket (bench/lib/raw-http.mjs), as fetch cannot send most of them.

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGES = [
  '/',
  '/vi',
  '/en',
  '/esim-list',
  '/vi/esim-list',
  '/france-mobile-esim-plans',
  '/vi/japan-mobile-esim-plans',
  '/europe-mobile-esim-plans',
  '/faq',
  '/sign-in',
  '/profile',
  '/checkout/00000000-0000-0000-0000-000000000000',
  '/pay/00000000-0000-0000-0000-000000000000',
  '/esims/abc',
  '/lounge/LG-HAN-1',
  '/lounge/airport/London',
  '/fasttrack/airport/Singapore',
  '/esim-compatible-phones',
  '/dev/mailbox',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/art/destination/fr.svg',
  '/art/landmark/jp.svg',
  '/flags/4x3/fr.svg',
  '/_next/static/chunks/none.js',
  '/_next/image?url=%2Ficon.svg&w=64&q=75',
  '/icon.svg',
];

/** API reads with no per-address limit: safe for the shared e2e servers. */
const API_READS = [
  '/api/v1/countries',
  '/api/v1/regions',
  '/api/v1/bundles',
  '/api/v1/bundles/popular',
  '/api/v1/settings',
  '/api/v1/countries/fr',
  '/api/v1/me',
  '/api/v1/esims',
  '/api/v1/orders/00000000-0000-0000-0000-000000000000',
  '/api/v1/docs',
  '/api/v1/dev/outbox',
  '/api/v1',
  '/api/v2/countries',
  '/api',
];

/** Writes with per-address limits (sign-in codes, guests, orders): only in the long run. */
const API_WRITES = [
  '/api/v1/guest',
  '/api/v1/auth/email/start',
  '/api/v1/auth/email/verify',
  '/api/v1/orders',
  '/api/v1/auth/logout',
  '/api/v1/fx/convert',
  '/api/v1/translate',
  '/api/v1/weather',
];

const PATH_MUTATIONS = [
  (p) => p,
  (p) => `${p}/%ff`,
  (p) => `${p}%`,
  (p) => `${p}/%zz`,
  (p) => `${p}/%00`,
  (p) => `${p}/%c0%ae%c0%ae/`,
  (p) => `${p}/..%2f..%2f..%2fetc%2fpasswd`,
  (p) => `${p}/../../../etc/passwd`,
  (p) => `${p}/${'a'.repeat(3000)}`,
  (p) => `${p}/${'%41'.repeat(3000)}`,
  (p) => `${p}/h%C3%A0-n%E1%BB%99i`,
  (p) => `${p}?search=%ff`,
  (p) => `${p}?search=%00`,
  (p) => `${p}?search=${encodeURIComponent('<script>alert(1)</script>')}`,
  (p) => `${p}?page=-1&limit=99999999999999999999`,
  (p) => `${p}?page=1e309&page=2&page=`,
  (p) => `${p}?__proto__[polluted]=1&constructor[prototype][x]=1`,
  (p) => `${p}?q=${'x'.repeat(7000)}`,
  (p) => `${p};jsessionid=1`,
  (p) => `${p}//evil.example`,
  (p) => `${p}/%5c%5cevil.example`,
  (p) => `${p}?_rsc=%ff`,
  (p) => `${p}#fragment`,
  (p) => p.toUpperCase(),
];

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'FOO',
  'PROPFIND',
  'get',
  'M-SEARCH',
];

const HEADER_SETS = [
  {},
  { 'X-Forwarded-For': '127.0.0.1, ::1, 10.0.0.1' },
  { 'X-Forwarded-For': `not-an-ip, %ff, ${'x'.repeat(200)}` },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' },
  { 'X-Tern-Client-Ip': '127.0.0.1', 'X-Real-IP': '127.0.0.1', Forwarded: 'for=127.0.0.1' },
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  { RSC: '1', 'Next-Router-State-Tree': '%ff{not json' },
  { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
  { 'Next-Action': 'ffffffffffffffffffffffffffffffffffffffff' },
  { 'Next-Action': '%ff', 'Content-Type': 'multipart/form-data' },
  { Cookie: 'tern_session=%ff; tern_currency=%00%ff; __Host-tern_session=' },
  { Cookie: `tern_currency=${'A'.repeat(4000)}` },
  { 'Accept-Language': `*;q=%ff, xx-XX;q=2, ${'a'.repeat(500)}` },
  { Accept: 'text/html', 'Accept-Encoding': 'gzip;q=%ff, br, zstd, *' },
  { Range: 'bytes=0-0,1-1,2-2,-1' },
  { 'If-None-Match': '*', 'If-Modified-Since': 'yesterday' },
  { 'Content-Type': 'application/json; charset=utf-7' },
  { 'X-Site-Id': '../../etc', 'X-Currency': '%ff' },
  { Authorization: 'Bearer %ff.%00.x' },
  { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  { Expect: '100-continue' },
  { 'X-HTTP-Method-Override': 'TRACE' },
  { 'X-Big': 'b'.repeat(20_000) },
];

const BODIES = [
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '{"search":"\\u0000","fullName":"\\u0000x"}' },
  {
    type: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { type: 'application/json', body: `{"x":"${'a'.repeat(70_000)}"}` },
  { type: 'application/x-www-form-urlencoded', body: 'a=%ff&b=%00&c' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
  },
  { type: 'text/plain', body: 'x'.repeat(1000) },
  { type: undefined, body: '' },
];

/** Requests whose framing itself is wrong; sent as bytes. */
const RAW = [
  'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n',
  'POST /api/v1/countries HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n\r\nhello',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
  'POST /api/v1/guest HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\nConnection: close\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /\r\n\r\n',
  'GET  /  HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
  'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\nConnection: close\r\n\r\n',
  'GET /\x00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /\xff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: close\r\n\r\n',
  `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
];

function pick(next, list) {
  return list[Math.floor(next() * list.length)];
}

/**
 * `count` requests from `seed`. `rateLimited: false` leaves out the writes with per-address
 * limits, so the shared e2e servers are not exhausted for the tests that follow.
 * Each case: { method, path, headers, body } or { raw }.
 */
export function fuzzCases({ seed = 9, count = 800, rateLimited = true } = {}) {
  const next = random(seed);
  const paths = [...PAGES, ...API_READS, ...(rateLimited ? API_WRITES : [])];
  const cases = RAW.map((raw) => ({ raw }));
  // Every path and every mutation at least once, then random mixes.
  for (const path of paths) cases.push({ method: 'GET', path, headers: {} });
  for (const mutate of PATH_MUTATIONS)
    cases.push({ method: 'GET', path: mutate(pick(next, paths)), headers: {} });
  for (const method of METHODS) cases.push({ method, path: pick(next, paths), headers: {} });
  for (const headers of HEADER_SETS)
    cases.push({ method: 'GET', path: pick(next, paths), headers });
  for (const { type, body } of BODIES) {
    const path = pick(next, paths);
    cases.push({ method: 'POST', path, headers: type ? { 'Content-Type': type } : {}, body });
  }
  while (cases.length < count) {
    const roll = next();
    const method = roll < 0.55 ? 'GET' : pick(next, METHODS);
    const path = pick(next, PATH_MUTATIONS)(pick(next, paths));
    const headers = {
      ...pick(next, HEADER_SETS),
      ...(next() < 0.3 ? pick(next, HEADER_SETS) : {}),
    };
    const withBody = method !== 'GET' && method !== 'HEAD' && next() < 0.7;
    const body = withBody ? pick(next, BODIES) : undefined;
    cases.push({
      method,
      path,
      headers: body?.type ? { ...headers, 'Content-Type': body.type } : headers,
      ...(body ? { body: body.body } : {}),
    });
  }
  return cases.slice(0, count);
}

/** The bytes of one case, with the origin's Host and Connection: close (one answer per socket). */
export function requestBytes(fuzzCase, host) {
  if (fuzzCase.raw) return Buffer.from(fuzzCase.raw, 'latin1');
  const body = fuzzCase.body === undefined ? undefined : Buffer.from(fuzzCase.body);
  const lines = [`${fuzzCase.method} ${fuzzCase.path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(fuzzCase.headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${body.length}`);
  lines.push('Connection: close', '', '');
  const head = Buffer.from(lines.join('\r\n'), 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}
