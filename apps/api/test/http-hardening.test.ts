import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawRequest } from '../../../bench/lib/raw-http.mjs';
import { DOCS_STYLE_HASHES } from '../src/plugins/security-headers';
import { useTestApp } from './support/test-app';

// Issue 21, found from outside: the API answered without security headers of its own, held a
// stalled request open for over two minutes, dropped CONNECT and held Upgrade requests open.

const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;
const t = useTestApp({
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
});

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>, csp = JSON_CSP) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toBe(csp);
}

function expectEnvelope(answer: RawAnswer, status: number, code: string) {
  expect(answer.timedOut).toBe(false);
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ error: { code, message: expect.any(String) } });
  expectSecurityHeaders(answer.headers);
}

describe('security headers on every answer', () => {
  it.each([
    ['a success', 'GET', '/v1/countries?limit=1', 200],
    ['a validation error', 'GET', '/v1/countries?page=0', 400],
    ['an unknown route', 'GET', '/v1/no-such-route', 404],
    ['a path with broken percent-encoding', 'GET', '/v1/%ff', 400],
    ['a missing site id', 'GET', '/v1/countries', 400],
    ['bad JSON', 'POST', '/v1/auth/guest', 400],
    ['a health check', 'GET', '/v1/health', 200],
  ] as const)('%s', async (_name, method, url, status) => {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...(url === '/v1/countries' ? {} : { 'x-site-id': 'tern-web' }),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: '{"broken' } : {}),
    });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers);
    if (status >= 400) {
      expect(response.json()).toEqual({
        error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      });
    }
  });

  it('the Swagger UI pages get a policy that lets the UI run with no inline script', async () => {
    const urls = [
      '/v1/docs',
      '/v1/docs/',
      '/v1/docs/static/swagger-initializer.js',
      '/v1/docs/json',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(400);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const page = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('allows exactly the inline styles the installed Swagger UI writes, by hash', () => {
    const dir = dirname(
      createRequire(import.meta.url).resolve('@fastify/swagger-ui/static/swagger-ui-bundle.js'),
    );
    const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
    const hashes = scripts.flatMap((name) =>
      [
        ...readFileSync(join(dir, name), 'utf8').matchAll(
          /createElement\("style",null,"([^"]*)"\)/g,
        ),
      ].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`),
    );
    expect(hashes).toEqual(DOCS_STYLE_HASHES);
  });
});

describe('over a real socket', () => {
  let target = { host: '127.0.0.1', port: 0 };
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    target = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
  });

  const send = (text: string) =>
    rawRequest(target, Buffer.from(text, 'latin1'), { timeoutMs: 5_000 });

  it('a stalled body is answered 408 within the request timeout, not held open', async () => {
    const started = Date.now();
    const answer = await send(
      'POST /v1/auth/guest HTTP/1.1\r\nHost: api\r\nX-Site-Id: tern-web\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"fullName":',
    );
    const took = Date.now() - started;
    expectEnvelope(answer, 408, 'REQUEST_TIMEOUT');
    expect(took).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
  });

  it('stalled headers are answered 408 within the headers timeout', async () => {
    const started = Date.now();
    const answer = await send('GET /v1/countries HTTP/1.1\r\nHost: api\r\nX-Site-Id: tern');
    const took = Date.now() - started;
    expectEnvelope(answer, 408, 'REQUEST_TIMEOUT');
    expect(took).toBeLessThan(HEADERS_TIMEOUT_MS + 1_000);
  });

  it('a request that keeps sending its body in time is answered normally', async () => {
    const answer = await send('GET /v1/health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers);
  });

  it('CONNECT is a 405 in the envelope', async () => {
    const answer = await send(
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expectEnvelope(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.allow).toContain('GET');
  });

  it.each([
    ['a WebSocket handshake', 'GET /v1/health', 'websocket'],
    ['an h2c upgrade', 'GET /v1/countries', 'h2c'],
  ])('%s is a 400 in the envelope, not held open', async (_name, line, protocol) => {
    const answer = await send(
      `${line} HTTP/1.1\r\nHost: api\r\nConnection: Upgrade\r\nUpgrade: ${protocol}\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    expectEnvelope(answer, 400, 'BAD_REQUEST');
  });
});
