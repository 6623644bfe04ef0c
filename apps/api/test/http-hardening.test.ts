import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_STYLE_HASHES } from '../src/plugins/security-headers';
import { useTestApp } from './support/test-app';

// Issue 21, found from outside: the API answered without security headers of its own.

const t = useTestApp();

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>, csp = JSON_CSP) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toBe(csp);
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
