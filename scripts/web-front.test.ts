import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../bench/lib/raw-http.mjs';
import { MAILBOX_SPELLINGS } from './web-front/security/mailbox-spellings.fixture';
import { createWebFront, TIMEOUTS } from './web-front.mjs';

// The front server in this process before a fake Next that records what reaches it. A client
// "from elsewhere" is a loopback peer the front server is told to trust as a load balancer,
// naming another address in X-Forwarded-For: the front server's own way of seeing one.

const ELSEWHERE = { 'X-Forwarded-For': '203.0.113.9' };

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
}

let next: Server;
let front: Server;
let to: { host: string; port: number };
const reached: IncomingMessage[] = [];

beforeAll(async () => {
  next = createServer((req, res) => {
    reached.push(req);
    req.resume();
    res.writeHead(200, { 'content-type': 'text/plain' }).end('from next');
  });
  const upstream = await listen(next);
  front = createWebFront({ upstream, publicUrl: 'http://shop.test', trustProxy: 'loopback' });
  to = await listen(front);
});
afterAll(() => {
  front?.close();
  next?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  const lines = Object.entries({ Host: 'shop.test', ...headers, Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return rawRequest(to, `GET ${path} HTTP/1.1\r\n${lines}\r\n`, { timeoutMs: 5000 });
}

const errorCode = (body: string) => JSON.parse(body).error.code;

describe('the dev mailbox, whatever the spelling of its address', () => {
  it.each(MAILBOX_SPELLINGS)(
    '%s is a 404 in the envelope for a client elsewhere, and never reaches Next',
    async (path) => {
      reached.length = 0;
      const answer = await get(path, ELSEWHERE);
      expect(answer.status).toBe(404);
      expect(errorCode(answer.body)).toBe('NOT_FOUND');
      expect(reached).toEqual([]);
    },
  );

  it('reaches Next for a browser on this machine, under its one spelling', async () => {
    reached.length = 0;
    expect((await get('/api/v1/%64ev/outbox?limit=1')).status).toBe(200);
    expect((await get('/DEV/../dev//mailbox')).status).toBe(200);
    expect(reached.map((req) => req.url)).toEqual(['/api/v1/dev/outbox?limit=1', '/dev/mailbox']);
  });
});

describe('the address Next is sent', () => {
  it.each([
    ['/esim-list', '/esim-list'],
    ['/vi/./faq', '/vi/faq'],
    ['/a//b/../c/', '/a/c/'],
    ['/%61rt/destination/fr.svg', '/art/destination/fr.svg'],
    ['/art/attraction/%3Cscript%3E.svg', '/art/attraction/%3Cscript%3E.svg'],
    ['/lounge/airport/S%c3%a3o%20Paulo', '/lounge/airport/S%C3%A3o%20Paulo'],
    ['/search/%3F%23', '/search/%3F%23'],
    ['/api/v1/countries?search=%2e%2e%2fdev&x=%2F', '/api/v1/countries?search=%2e%2e%2fdev&x=%2F'],
    ['http://other.example/faq?x=1', '/faq?x=1'],
  ])('%s is sent as %s', async (path, sent) => {
    reached.length = 0;
    expect((await get(path)).status).toBe(200);
    expect(reached[0]?.url).toBe(sent);
  });

  it.each([
    '/api/v1/dev%2foutbox',
    '/api/v1%2Fdev/outbox',
    '/dev%5cmailbox',
    '/api/v1/%2564ev/outbox',
    '/%25',
    '/%ff',
    '/a%00b',
    '//evil.example/',
  ])('%s is a 400 in the envelope: it cannot be read as one path', async (path) => {
    reached.length = 0;
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe('BAD_REQUEST');
    expect(reached).toEqual([]);
  });

  it('applies the method rules to the normalised path', async () => {
    const put = (path: string) =>
      rawRequest(
        to,
        `PUT ${path} HTTP/1.1\r\nHost: shop.test\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
    // A file takes GET and HEAD only, however its name is spelt.
    expect((await put('/%61rt/x.svg')).status).toBe(405);
    expect((await put('/faq/../_next/static/a.js')).status).toBe(405);
    // The API takes PUT, under any spelling that Next routes to it.
    expect((await put('/%61pi/v1/me')).status).toBe(200);
  });
});

describe('a request that stalls', () => {
  let slowFront: Server;
  let slow: { host: string; port: number };
  beforeAll(async () => {
    slowFront = createWebFront({
      upstream: { host: '127.0.0.1', port: (next.address() as AddressInfo).port },
      publicUrl: 'http://shop.test',
      timeouts: { headersMs: 200, requestMs: 400, checkEveryMs: 50 },
    });
    slow = await listen(slowFront);
  });
  afterAll(() => slowFront?.close());

  it.each([
    [
      'a body that stops coming',
      'POST /api/v1/auth/guest HTTP/1.1\r\nHost: shop.test\r\nContent-Length: 100\r\n\r\n{"a"',
    ],
    ['headers that stop coming', 'GET /faq HTTP/1.1\r\nHost: shop.test\r\nX-Slow: 1\r\n'],
  ])('%s is answered 408 in the envelope, and the connection closed', async (_name, bytes) => {
    const started = Date.now();
    const answer = await rawRequest(slow, bytes, { timeoutMs: 4000 });
    expect(answer.timedOut).toBe(false);
    expect(answer.status).toBe(408);
    expect(errorCode(answer.body)).toBe('REQUEST_TIMEOUT');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up within seconds by default, not Node’s minutes', () => {
    expect(front.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(front.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(TIMEOUTS.headersMs + TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(11_000);
    expect(TIMEOUTS.requestMs + TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(20_000);
  });
});
