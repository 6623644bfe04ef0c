// @ts-check
// What the front server answers itself: what Next would turn into a 500, always in the API's
// error envelope { error: { code, message } } as JSON (these answers go to tools, not to people
// following a link, and one format serves both /api/* and pages), with the security headers.
import { securityHeaders } from '../../security-headers.mjs';
import { BODY_LIMIT } from './request-body.mjs';
import { API_METHODS } from './request-rules.mjs';

/** @type {Record<number, [code: string, message: string]>} */
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

/** @param {number} status */
function envelope(status) {
  const [code, message] = MESSAGES[status] ?? MESSAGES[400] ?? ['', ''];
  return JSON.stringify({ error: { code, message } });
}

/**
 * @param {boolean} https
 * @param {string} body
 */
const jsonHeaders = (https, body) => ({
  ...securityHeaders({ https }),
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-length': Buffer.byteLength(body),
});

/**
 * Answers `status` in the envelope; an answer already under way is cut off instead.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {{ https: boolean, headers?: Record<string, string> | undefined }} options
 */
export function sendError(res, status, { https, headers = {} }) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = envelope(status);
  res.writeHead(status, { ...jsonHeaders(https, body), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

const REASONS = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * The envelope written straight to a socket Node could not make a request of, then closed.
 * @param {import('node:stream').Duplex} socket
 * @param {keyof typeof REASONS} status
 * @param {boolean} https
 */
function rawAnswer(socket, status, https) {
  const body = envelope(status);
  const lines = Object.entries({
    ...jsonHeaders(https, body),
    ...(status === 405 ? { allow: [...API_METHODS].join(', ') } : {}),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}

/** @param {Error & { code?: string }} error */
function clientErrorStatus(error) {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'HPE_INVALID_METHOD') return 405;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Requests Node cannot parse (an unknown method, a bad request line, headers too large, wrong
 * Content-Length) or that took too long to arrive never reach the handler: they get the envelope
 * too. CONNECT (a proxy's method) and protocol upgrades (WebSocket) are not served here.
 * @param {import('node:http').Server} server
 * @param {boolean} https
 */
export function answerUnreadableRequests(server, https) {
  server.on('clientError', (error, socket) => {
    // Node's own handler's test: an answer this socket has begun (a 413 whose body is still
    // being read away) must not get a second one after it.
    const begun = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage
      ?.headersSent;
    if (!socket.writable || socket.destroyed || begun) {
      socket.destroy();
      return;
    }
    rawAnswer(socket, clientErrorStatus(error), https);
  });
  server.on('connect', (_req, socket) => rawAnswer(socket, 405, https));
  server.on('upgrade', (_req, socket) => rawAnswer(socket, 400, https));
}
