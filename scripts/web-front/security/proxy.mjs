// @ts-check
// The hop to `next start`: what Next is told about the request, and what of its answer passes.
// Every header that says who the client is comes from the front server alone (the peer, or the
// trust list; PUBLIC_WEB_URL), so a forged one never reaches Next or the API.
import { request as httpRequest } from 'node:http';
import { isAssetPath } from './request-rules.mjs';

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
  // The web server's proof to the API (FORWARD_SECRET): only Next adds it, never a visitor.
  'x-tern-forward-secret',
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

/**
 * The headers Next is sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ client: import('./client-address.mjs').Client, host: string, path: string,
 *   body: Buffer | undefined }} request `host`: PUBLIC_WEB_URL's; `path`: as the rules read it
 * @returns {import('node:http').OutgoingHttpHeaders}
 */
export function headersForNext(req, { client, host, path, body }) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (DROPPED_REQUEST.has(name)) continue;
    if (DROPPED_REQUEST_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    headers[name] = value;
  }
  headers.host = host;
  headers['x-forwarded-host'] = host;
  headers['x-forwarded-proto'] = client.https ? 'https' : 'http';
  headers['x-forwarded-for'] = client.ip;
  headers['x-tern-client-ip'] = client.ip;
  if (body) headers['content-length'] = String(body.length);
  else if (req.method !== 'GET' && req.method !== 'HEAD') headers['content-length'] = '0';
  // A page is never answered 304: its nonce changes on every answer, so a cached copy would be
  // refused by the new policy. Files keep their conditional requests.
  if (!isAssetPath(path)) {
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
  }
  return headers;
}

/**
 * Next's answer headers without its internal and connection headers.
 * @param {import('node:http').IncomingHttpHeaders} upstreamHeaders
 * @returns {import('node:http').OutgoingHttpHeaders}
 */
export function headersFromNext(upstreamHeaders) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = {};
  for (const [name, value] of Object.entries(upstreamHeaders)) {
    if (!DROPPED_RESPONSE.has(name) && value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * Sends the request to Next; `onAnswer` gets its answer, `onFailure` is called when Next cannot be
 * reached or the answer breaks off. A client that goes away cancels the request.
 *
 * A kept-alive socket that Next closes as idle just as a request goes out on it fails that request
 * before any answer (ECONNRESET): a GET or HEAD is then sent once more, on a new socket, rather
 * than shown to the traveller as a 502 (a script chunk lost that way leaves a page dead).
 * @param {{ host: string, port: number }} upstream
 * @param {{ agent: import('node:http').Agent, method: string, target: string,
 *   headers: import('node:http').OutgoingHttpHeaders, body: Buffer | undefined,
 *   res: import('node:http').ServerResponse,
 *   onAnswer: (answer: import('node:http').IncomingMessage) => void,
 *   onFailure: (error: Error) => void }} request
 * @param {boolean} [retried]
 */
export function forwardToNext(upstream, request, retried = false) {
  const { agent, method, target, headers, body, res, onAnswer, onFailure } = request;
  let answered = false;
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
    const safe = method === 'GET' || method === 'HEAD';
    if (!retried && !answered && safe && upstreamRequest.reusedSocket && !res.destroyed) {
      forwardToNext(upstream, request, true);
      return;
    }
    onFailure(error);
  });
  res.on('close', () => {
    if (!res.writableFinished) upstreamRequest.destroy();
  });
  upstreamRequest.on('response', (answer) => {
    answered = true;
    onAnswer(answer);
  });
  upstreamRequest.end(body);
}
