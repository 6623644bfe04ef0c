import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fuzzCases, requestBytes } from '../../../bench/lib/fuzz-cases.mjs';
import { type RawAnswer, rawRequest } from '../../../bench/lib/raw-http.mjs';
import { MAILBOX_SPELLINGS } from '../../../scripts/web-front/security/mailbox-spellings.fixture';
import { createWebFront } from '../../../scripts/web-front.mjs';
import { openPage, takeCspViolations } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

// The web origin as `npm start` serves it: the front server (scripts/web-front.mjs) before
// `next start`. Inputs fetch cannot send go over raw sockets (bench/lib/raw-http.mjs).

const base = () => new URL(inject('webBaseUrl'));
const upstream = () => new URL(inject('webUpstreamUrl'));
const target = () => ({ host: base().hostname, port: Number(base().port) });

function raw(text: string, to = target()): Promise<RawAnswer> {
  return rawRequest(to, Buffer.from(text, 'latin1'));
}

function rawGet(path: string, headers: Record<string, string> = {}, to = target()) {
  const lines = Object.entries({ Host: base().host, ...headers, Connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return raw(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, to);
}

/** Headers as a plain object, from fetch's Headers or a raw answer. */
const plain = (headers: Headers | Record<string, string>) =>
  headers instanceof Headers ? Object.fromEntries(headers.entries()) : headers;

function expectSecurityHeaders(headers: Headers | Record<string, string>) {
  const h = plain(headers);
  const csp = h['content-security-policy'] ?? '';
  const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(script).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(script.length).toBeGreaterThan(0);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['x-powered-by']).toBeUndefined();
}

async function expectEnvelope(
  answer: Response | RawAnswer,
  status: number,
  code: string,
): Promise<void> {
  expect(answer.status).toBe(status);
  const headers = plain(answer.headers as Headers | Record<string, string>);
  expect(headers['content-type']).toMatch(/^application\/json/);
  const body = answer instanceof Response ? await answer.text() : answer.body;
  expect(JSON.parse(body)).toEqual({ error: { code, message: expect.any(String) } });
  expectSecurityHeaders(headers);
}

/** A front server of our own, in this process, for what the shared one cannot show. */
async function listen(server: Server, host = '127.0.0.1') {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

/** A front server of our own before the shared Next, for one describe block; returns its port. */
function ownFront(options: { trustProxy?: string }, host = '127.0.0.1') {
  let front: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    const next = { host: upstream().hostname, port: Number(upstream().port) };
    front = createWebFront({ upstream: next, publicUrl: base().origin, ...options });
    port = await listen(front, host);
  });
  afterAll(() => front?.close());
  return () => port;
}

const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('bad percent-encoding and control characters', () => {
  it.each([
    '/%ff',
    '/esims/%ff',
    '/api/v1/%ff',
    '/vi/%E0%A4%A',
    '/?search=%ff',
    '/france-mobile-esim-plans%',
    '/%00',
  ])('%s is a 400 in the envelope, not a 5xx', async (path) => {
    await expectEnvelope(await fetch(`${base().origin}${path}`), 400, 'BAD_REQUEST');
  });

  it.each([
    '/api/v1/dev%2foutbox',
    '/api%2Fv1/countries',
    '/dev%5cmailbox',
    '/api/v1/%2564ev/outbox',
  ])(
    '%s is a 400 in the envelope: an encoded slash or a second encoding is not one path',
    async (path) => {
      await expectEnvelope(await rawGet(path), 400, 'BAD_REQUEST');
    },
  );
});

describe('methods', () => {
  it.each([
    ['TRACE /', 'TRACE'],
    ['TRACK /', 'TRACK'],
    ['FOO /api/v1/countries', 'FOO'],
    ['PROPFIND /faq', 'PROPFIND'],
    ['CONNECT evil.example:443', 'CONNECT'],
  ])('%s is a 405 in the envelope', async (line) => {
    const answer = await raw(
      `${line} HTTP/1.1\r\nHost: ${base().host}\r\nConnection: close\r\n\r\n`,
    );
    await expectEnvelope(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.allow).toContain('GET');
  });

  it('refuses PUT and DELETE on pages (the API takes them)', async () => {
    const put = await fetch(`${base().origin}/faq`, { method: 'PUT', body: '{}' });
    await expectEnvelope(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const del = await fetch(`${base().origin}/api/v1/countries`, { method: 'DELETE' });
    expect(del.status).toBeLessThan(500);
    expect(del.status).not.toBe(405);
  });
});

describe('bodies over 64 KB', () => {
  const big = 'x'.repeat(64 * 1024 + 1);

  it.each(['/api/v1/guest', '/api/v1/countries', '/sign-in'])(
    'POST %s is a 413 in the envelope, from the web origin as from the API',
    async (path) => {
      const answer = await fetch(`${base().origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      await expectEnvelope(answer, 413, 'PAYLOAD_TOO_LARGE');
    },
  );

  it('counts a chunked body too', async () => {
    const chunk = 'y'.repeat(16 * 1024);
    const chunks = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const answer = await raw(
      `POST /api/v1/countries HTTP/1.1\r\nHost: ${base().host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks.join('')}0\r\n\r\n`,
    );
    await expectEnvelope(answer, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('passes a body under the limit on to the API', async () => {
    const answer = await fetch(`${base().origin}/api/v1/countries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'z'.repeat(60 * 1024) }),
    });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
    expect((await answer.json()).error.code).toMatch(/^[A-Z_]+$/);
  });
});

describe('errors raised before any route', () => {
  it('an address over 8 KB is a 414, over 16 KB a 431, both in the envelope', async () => {
    await expectEnvelope(await rawGet(`/${'a'.repeat(9000)}`), 414, 'URI_TOO_LONG');
    await expectEnvelope(await rawGet(`/${'a'.repeat(20_000)}`), 431, 'HEADERS_TOO_LARGE');
  });

  it('a long address with RSC prefetch headers is answered, not a 502', async () => {
    // Next repeats the path in several answer headers; the front server must read them.
    const answer = await rawGet(`/esims/abc/${'a'.repeat(3000)}`, {
      RSC: '1',
      'Next-Router-Prefetch': '1',
      'Next-Router-Segment-Prefetch': '/_tree',
    });
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
  });

  it('headers over 16 KB are a 431 in the envelope', async () => {
    await expectEnvelope(
      await rawGet('/', { 'X-Big': 'b'.repeat(20_000) }),
      431,
      'HEADERS_TOO_LARGE',
    );
  });

  it.each([
    ['a Content-Length that is not a number', 'Content-Length: abc\r\n', ''],
    ['two different Content-Lengths', 'Content-Length: 5\r\nContent-Length: 6\r\n', 'hello'],
    ['a broken chunk', 'Transfer-Encoding: chunked\r\n', 'zz\r\nhello\r\n0\r\n\r\n'],
    [
      'Content-Length with chunked',
      'Content-Length: 3\r\nTransfer-Encoding: chunked\r\n',
      '0\r\n\r\n',
    ],
  ])('%s is a 400 in the envelope', async (_name, headers, body) => {
    const answer = await raw(
      `POST /api/v1/countries HTTP/1.1\r\nHost: ${base().host}\r\n${headers}Connection: close\r\n\r\n${body}`,
    );
    await expectEnvelope(answer, 400, 'BAD_REQUEST');
  });
});

describe('security headers', () => {
  it.each([
    '/',
    '/vi',
    '/france-mobile-esim-plans',
    '/vi/faq',
    '/sign-in',
    '/no-such-page',
    '/api/v1/countries?limit=1',
    '/api/v1/countries?page=0',
    '/art/destination/fr.svg',
    '/icon.png',
    '/robots.txt',
  ])('are on %s', async (path) => {
    const answer = await fetch(`${base().origin}${path}`, { redirect: 'manual' });
    expect(answer.status).toBeLessThan(500);
    expectSecurityHeaders(answer.headers);
    // Plain http: no HSTS, which would pin localhost to https.
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('are on Next’s own files', async () => {
    const html = await (await fetch(`${base().origin}/`)).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeDefined();
    const answer = await fetch(`${base().origin}${chunk}`);
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers);
    expect(answer.headers.get('cache-control')).toContain('immutable');
  });

  it('give every script and link of a page this answer’s nonce, a new one each time', async () => {
    const nonces = [];
    for (const path of ['/', '/']) {
      const answer = await fetch(`${base().origin}${path}`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toContain("'strict-dynamic'");
      const html = await answer.text();
      const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(5);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it.each(['/', '/vi', '/faq'])(
    'keep %s static: served from Next’s prerendered cache, and never as a 304',
    async (path) => {
      const answer = await fetch(`${base().origin}${path}`, {
        headers: { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString() },
      });
      expect(answer.status).toBe(200);
      // ISR's header: the page was not made dynamic by the nonce.
      expect(answer.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
      expect(answer.headers.get('etag')).toBeNull();
      expect(await answer.text()).toContain('</html>');
    },
  );

  describe('HSTS', () => {
    let https: Server;
    let behindBalancer: Server;
    let httpsPort = 0;
    let balancerPort = 0;
    beforeAll(async () => {
      const next = { host: upstream().hostname, port: Number(upstream().port) };
      https = createWebFront({ upstream: next, publicUrl: `https://${base().host}` });
      behindBalancer = createWebFront({
        upstream: next,
        publicUrl: base().origin,
        trustProxy: 'loopback',
      });
      httpsPort = await listen(https);
      balancerPort = await listen(behindBalancer);
    });
    afterAll(() => {
      https?.close();
      behindBalancer?.close();
    });

    it('is sent when PUBLIC_WEB_URL is https', async () => {
      const answer = await rawGet('/faq', {}, { host: '127.0.0.1', port: httpsPort });
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    });

    it('is sent when a trusted load balancer says the visit is https, and only then', async () => {
      const to = { host: '127.0.0.1', port: balancerPort };
      const viaHttps = await rawGet('/faq', { 'X-Forwarded-Proto': 'https' }, to);
      expect(viaHttps.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect((await rawGet('/faq', {}, to)).headers['strict-transport-security']).toBeUndefined();
      // The shared front trusts no one: a visitor saying https changes nothing.
      const forged = await rawGet('/faq', { 'X-Forwarded-Proto': 'https' });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('Host and X-Forwarded-Host never reach links', () => {
  it.each(['/', '/vi', '/faq'])(
    '%s: the Link header and canonical URL name PUBLIC_WEB_URL only',
    async (path) => {
      const answer = await rawGet(path, {
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil2.example',
        'X-Forwarded-Proto': 'https',
      });
      expect(answer.status).toBe(200);
      const link = answer.headers.link ?? '';
      expect(link).toContain('hreflang="vi"');
      for (const url of link.match(/<[^>]+>/g) ?? []) {
        expect(
          url.slice(1, -1).startsWith(`${base().origin}/`) || url === `<${base().origin}>`,
        ).toBe(true);
      }
      expect(answer.body).not.toMatch(/evil2?\.example/);
    },
  );
});

describe('X-Forwarded-For', () => {
  let echo: Server;
  let front: Server;
  let frontPort = 0;
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    echo = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    const echoPort = await listen(echo);
    front = createWebFront({
      upstream: { host: '127.0.0.1', port: echoPort },
      publicUrl: base().origin,
    });
    frontPort = await listen(front, '0.0.0.0');
  });
  afterAll(() => {
    front?.close();
    echo?.close();
  });

  it('is replaced by the peer the front server sees; forged client headers never pass', async () => {
    const from = externalAddress ?? '127.0.0.1';
    seen.length = 0;
    const answer = await rawGet(
      '/api/v1/countries',
      {
        Host: 'evil.example',
        'X-Forwarded-For': '203.0.113.66, 127.0.0.1',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        'X-Real-IP': '127.0.0.1',
        Forwarded: 'for=127.0.0.1',
        'X-Tern-Client-Ip': '127.0.0.1',
        'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
      },
      { host: from, port: frontPort },
    );
    expect(answer.status).toBe(200);
    const headers = seen[0]!;
    expect(headers['x-forwarded-for']).toBe(from);
    expect(headers['x-tern-client-ip']).toBe(from);
    expect(headers.host).toBe(base().host);
    expect(headers['x-forwarded-host']).toBe(base().host);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-middleware-subrequest']).toBeUndefined();
  });
});

describe('the dev mailbox', () => {
  it.each(MAILBOX_SPELLINGS.filter((path) => /^\/api\//i.test(path)))(
    '%s: the API’s outbox is never forwarded, not even to this machine',
    async (path) => {
      const answer = await rawGet(path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/"data":\s*\[/);
    },
  );

  it('opens for a browser on this machine', async () => {
    expect((await fetch(`${base().origin}/dev/mailbox`)).status).toBe(200);
    // The page reads the outbox on the server; the forwarder never passes /api/v1/dev/* on,
    // not even for this machine (it would reach the API from loopback for every visitor).
    expect((await fetch(`${base().origin}/api/v1/dev/outbox?limit=1`)).status).toBe(404);
    // A header claiming another address changes nothing: only the real peer counts.
    const forged = await rawGet('/dev/mailbox', { 'X-Forwarded-For': '203.0.113.9' });
    expect(forged.status).toBe(200);
  });

  it('is told the real peer by the front server, and Next refuses any other', async () => {
    const next = { host: upstream().hostname, port: Number(upstream().port) };
    const elsewhere = await rawGet('/dev/mailbox', { 'X-Tern-Client-Ip': '203.0.113.9' }, next);
    expect(elsewhere.status).toBe(404);
    const here = await rawGet('/dev/mailbox', { 'X-Tern-Client-Ip': '127.0.0.1' }, next);
    expect(here.status).toBe(200);
  });

  // Issue 21: the forwarder checked the encoded path and the API decoded it, so every sign-in
  // code was one GET away. Through the front server, and to Next directly as the front server
  // passes on a request from this machine.
  it.each([
    ...MAILBOX_SPELLINGS.filter((path) => path.startsWith('/api/')),
    '/api/v1/%2564ev/outbox',
    '/api/v1/dev%2Foutbox',
  ])('%s never reaches the outbox, however it is spelt', async (path) => {
    const next = { host: upstream().hostname, port: Number(upstream().port) };
    for (const [to, headers] of [
      [target(), {}],
      [next, { 'X-Tern-Client-Ip': '127.0.0.1' }],
    ] as const) {
      const answer = await rawGet(path, headers, to);
      // The front server refuses what it cannot read as one path (400); Next itself answers a
      // doubled slash with a 308 to the single-slash path, refused in turn.
      const refusals = path.includes('//') ? [308, 400, 404] : [400, 404];
      expect(refusals, `${path} via ${to.port}: ${answer.status}`).toContain(answer.status);
      expect(answer.body).not.toContain('"data"');
    }
  });

  describe('from another machine, through a trusted load balancer', () => {
    const port = ownFront({ trustProxy: 'loopback' });

    it.each(MAILBOX_SPELLINGS)('%s is a 404 in the envelope', async (path) => {
      const to = { host: '127.0.0.1', port: port() };
      const answer = await rawGet(path, { 'X-Forwarded-For': '203.0.113.9' }, to);
      await expectEnvelope(answer, 404, 'NOT_FOUND');
    });
  });

  describe.skipIf(!externalAddress)('from another machine', () => {
    const port = ownFront({}, '0.0.0.0');

    it.each(MAILBOX_SPELLINGS)('%s is a 404, whatever the headers say', async (path) => {
      const to = { host: externalAddress!, port: port() };
      const answer = await rawGet(
        path,
        { 'X-Forwarded-For': '127.0.0.1', 'X-Tern-Client-Ip': '127.0.0.1' },
        to,
      );
      await expectEnvelope(answer, 404, 'NOT_FOUND');
      // The rest of the shop is there.
      expect((await rawGet('/faq', {}, to)).status).toBe(200);
    });
  });
});

describe('the API is told who each visitor is, and believes only the web server (issue 21)', () => {
  const next = () => ({ host: upstream().hostname, port: Number(upstream().port) });
  /** A sign-in code through Next, for a visitor the front server saw at `client`. */
  function askCode(client: string, n: number) {
    const body = JSON.stringify({ email: `e2e-forward-${client}-${n}@example.com` });
    const lines = [
      'POST /api/v1/auth/login-code HTTP/1.1',
      `Host: ${base().host}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      `X-Tern-Client-Ip: ${client}`,
      'Connection: close',
    ];
    return raw(`${lines.join('\r\n')}\r\n\r\n${body}`, next());
  }

  it('counts sign-in codes per visitor, not for the whole web server', async () => {
    const apart = [];
    for (let i = 1; i <= 7; i += 1) apart.push((await askCode(`198.18.9.${i}`, i)).status);
    expect(apart).toEqual(Array(7).fill(200));
    const one = [];
    for (let i = 1; i <= 7; i += 1) one.push((await askCode('198.18.10.1', i)).status);
    expect(one.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(one.slice(5)).toEqual([429, 429]);
  });
});

describe('in the browser', () => {
  const browser = sharedBrowserForFile();

  it('runs the page’s scripts under the policy, and a violation is caught', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto(`${base().origin}/`);
      await expect
        .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next))
        .toBe('object');
      expect(takeCspViolations()).toEqual([]);
      // Injected markup's inline handler has no nonce: the browser refuses it, the helper sees it.
      await page.evaluate(() => {
        const box = document.createElement('div');
        box.innerHTML = '<img src="/no-such-image.png" alt="" onerror="window.__injected = true">';
        document.body.append(box);
      });
      await expect.poll(() => takeCspViolations().length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
        undefined,
      );
    } finally {
      await context.close();
      takeCspViolations(); // The browser may report the refused handler twice.
    }
  });

  it('cannot be framed by another page', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.setContent(`<iframe src="${base().origin}/faq" title="shop"></iframe>`);
      const frame = page.frames()[1];
      await expect
        .poll(async () => {
          const url = frame?.url() ?? '';
          const text = await frame
            ?.evaluate(() => document.body?.textContent ?? '')
            .catch(() => '');
          return { shopShown: url.startsWith(base().origin) && (text?.length ?? 0) > 0 };
        })
        .toEqual({ shopShown: false });
    } finally {
      await context.close();
      takeCspViolations(); // Chromium reports the refused frame; that is this test's point.
    }
  });
});

describe('fuzz (short; `npm run bench:fuzz` is the long run)', () => {
  it('answers 300 hostile requests without a 5xx, a timeout or a dropped connection', async () => {
    const cases = fuzzCases({ seed: 20_261_123, count: 300, rateLimited: false });
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    async function worker() {
      while (next < cases.length) {
        const fuzzCase = cases[next]!;
        next += 1;
        const answer = await rawRequest(target(), requestBytes(fuzzCase, base().host));
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const upgrade = fuzzCase.raw?.includes('Upgrade: websocket');
        if (answer.timedOut || answer.status >= 500 || (answer.status === 0 && !upgrade)) {
          const what = fuzzCase.raw ?? `${fuzzCase.method} ${fuzzCase.path}`;
          failures.push(`${answer.timedOut ? 'timeout' : answer.status} ${what.slice(0, 200)}`);
        }
      }
    }
    await Promise.all([worker(), worker()]);
    expect(failures).toEqual([]);
    expect(Object.keys(statuses).length).toBeGreaterThan(4);
  }, 180_000);
});
