import type { FastifyInstance } from 'fastify';

/**
 * Headers every API answer carries, errors included. The API answers JSON: nothing in it may
 * load, run or be framed, another site may not embed it, and no link in it sends a referrer.
 * The web origin's front server has its own list (scripts/security-headers.mjs) for pages, with
 * per-answer nonces; the two agree on nosniff and DENY, and differ where a page and JSON do.
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * The `<style>` elements Swagger UI's scripts write (the colours of its SVG logo), by hash: the
 * only inline style it has. A test recomputes them from the installed bundle.
 */
export const DOCS_STYLE_HASHES = ["'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"];

/**
 * The Swagger UI at /v1/docs: its page loads its scripts, styles and the OpenAPI JSON from this
 * origin and has no inline script (@fastify/swagger-ui writes every script as a file), so no
 * 'unsafe-inline' is needed. Its logo is a data: image; "Try it out" calls this origin.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${DOCS_STYLE_HASHES.join(' ')}`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Sets the headers before anything answers, so every route, 404 and error handler keeps them. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(API_SECURITY_HEADERS);
  });
}
