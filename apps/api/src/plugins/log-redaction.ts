import type { FastifyRequest } from 'fastify';

/** Query parameters that grant something (an OAuth code or state, a token): never logged. */
const SECRET_PARAMS = new Set(['code', 'state', 'access_token']);

/** The URL as logged: every secret parameter's value replaced, the rest kept for debugging. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAMS.has(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * Fastify's request log fields, with the URL redacted: Instagram's callback carries its one-time
 * code and state in the query string, which the "incoming request" line would otherwise keep.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What installs an eSIM, censored wherever a log call names it, up to three levels deep: a
 * provider result or a delivery logged by mistake still shows no activation code (issue 25).
 */
export const REDACTED_LOG_PATHS = [
  'matchingId',
  'lpaString',
  'iosInstallUrl',
  'androidInstallUrl',
].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);
