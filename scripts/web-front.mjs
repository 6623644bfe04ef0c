// @ts-check
// The web origin's front server: owns the public port and hands every request to `next start`
// on a private loopback port. It is the one place that sees the visitor's real connection. Two
// halves (README, "The web origin"):
//  - security (web-front/security/): the address normalised before any rule reads it, methods,
//    sizes, framing and timeouts refused in the API's error envelope, the client's address from
//    the peer or the trust list, the dev mailbox for this machine only, the security headers and
//    a fresh nonce per page, and the hop to Next;
//  - rewriting (web-front/rewrite/): a page's scripts after its first paint, its style sheets in
//    it on a first visit, the nonce on every tag, compression, all on the streamed answer, so
//    prerendered catalogue pages stay static and cached in Next.
// A proxy in a separate process rather than Next's request handler in this one: Next's handler
// owns `res` and its cache writes whole bodies, so rewriting a page on the way out means wrapping
// res.write/end; a stream between two sockets is simpler. Its cost, measured side by side (100
// sequential GETs, front vs Next directly, 3 rounds, medians): /faq +0.75 to +1.6 ms on 3.3-3.8 ms,
// /api/v1/countries +0.4 to +0.6 ms on 3.2-3.5 ms, a destination page within the noise of 24-26 ms.
//
// Run: node scripts/web-front.mjs (configured by environment, see the README), or createWebFront().
import { Agent, createServer } from 'node:http';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { isolatesWindow, newNonce, securityHeaders } from './security-headers.mjs';
import { answerStages, isHtml } from './web-front/rewrite/answer-stages.mjs';
import { cssFromNext } from './web-front/rewrite/upstream-css.mjs';
import { parseTrustList, resolveClient } from './web-front/security/client-address.mjs';
import { answerUnreadableRequests, sendError } from './web-front/security/error-answers.mjs';
import { forwardToNext, headersForNext, headersFromNext } from './web-front/security/proxy.mjs';
import { BODY_LIMIT, readRequestBody } from './web-front/security/request-body.mjs';
import { checkRequest } from './web-front/security/request-rules.mjs';

/**
 * How long a request may take to arrive; a 64 KB body takes about a second even on slow 3G. With
 * Node's sweep every 30 s, a stalled request was held 60–90 s
 * (docs/decisions/front-server-timeouts.md).
 */
export const TIMEOUTS = { headersMs: 10_000, requestMs: 15_000, checkEveryMs: 1_000 };

/**
 * @typedef {object} WebFrontOptions
 * @property {{ host: string, port: number }} upstream where `next start` listens
 * @property {string} publicUrl PUBLIC_WEB_URL: the only source of the Host and protocol Next sees
 * @property {string} [trustProxy] WEB_TRUST_PROXY (client-address.mjs)
 * @property {boolean} [csp] false: no Content-Security-Policy (TERN_BENCH_NO_CSP, measuring only)
 * @property {boolean} [scriptsAfterPaint] TERN_SCRIPTS_AFTER_PAINT
 * @property {boolean} [inlineStyles] TERN_INLINE_CSS
 * @property {boolean} [isolateEveryPage] the bench's switch to measure what
 *   Cross-Origin-Opener-Policy on public pages costs
 * @property {number} [bodyLimit]
 * @property {typeof TIMEOUTS} [timeouts]
 */

/** @param {WebFrontOptions} options */
export function createWebFront({
  upstream,
  publicUrl,
  trustProxy = '',
  csp = true,
  scriptsAfterPaint = true,
  inlineStyles = true,
  isolateEveryPage = false,
  bodyLimit = BODY_LIMIT,
  timeouts = TIMEOUTS,
}) {
  const origin = new URL(publicUrl);
  const publicHttps = origin.protocol === 'https:';
  const trust = parseTrustList(trustProxy);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const rewriting = {
    scriptsAfterPaint,
    inlineStyles,
    loadCss: cssFromNext(upstream, { agent, host: origin.host }),
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const client = resolveClient(req, trust, publicHttps);
    const { https } = client;
    const checked = checkRequest(req, client.ip);
    if ('refuse' in checked) {
      return sendError(res, checked.refuse, { https, headers: checked.headers });
    }
    const read = await readRequestBody(req, bodyLimit);
    if ('gone' in read) return;
    if ('refuse' in read) {
      const headers = read.refuse === 413 ? { connection: 'close' } : undefined;
      return sendError(res, read.refuse, { https, headers });
    }
    const { path, target } = checked;
    forwardToNext(upstream, {
      agent,
      method: req.method ?? 'GET',
      target,
      headers: headersForNext(req, { client, host: origin.host, path, body: read.body }),
      body: read.body,
      res,
      onAnswer: (answer) => respond(req, res, answer, { path, https }),
      onFailure: (error) => (res.headersSent ? res.destroy(error) : sendError(res, 502, { https })),
    });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('node:http').IncomingMessage} answer Next's
   * @param {{ path: string, https: boolean }} request
   */
  function respond(req, res, answer, { path, https }) {
    const status = answer.statusCode ?? 502;
    const contentType = String(answer.headers['content-type'] ?? '');
    const html = isHtml(contentType);
    const nonce = html ? newNonce() : undefined;
    const isolateWindow = !html || isolateEveryPage || isolatesWindow(path);
    const headers = {
      ...headersFromNext(answer.headers),
      ...securityHeaders({ nonce, https, csp, isolateWindow }),
    };
    const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304;
    const stages = answerStages(
      { headers, contentType, nonce, hasBody, requestHeaders: req.headers },
      rewriting,
    );
    res.writeHead(status, answer.statusMessage, headers);
    if (!hasBody) {
      answer.resume();
      res.end();
      return;
    }
    pipeline([answer, ...stages, res], () => {});
  }

  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (req, res) => {
      handle(req, res).catch(() => sendError(res, 400, { https: publicHttps }));
    },
  );
  // A request that timed out is answered 408 there, in the envelope.
  answerUnreadableRequests(server, publicHttps);
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
