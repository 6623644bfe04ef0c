import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config';
import { codeForStatus } from './errors';
import { API_SECURITY_HEADERS } from './security-headers';

/**
 * Fastify's and Node's socket limits. Node checks its header and request deadlines only every
 * connectionsCheckingInterval (30 s by default), so a 10 s limit could take 40; a check a second
 * (or four per headers timeout, in tests) keeps the answer within a second of the limit.
 */
export function httpServerOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: config.idleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * An answer written to the socket by hand, where Node gives no request object to answer through:
 * still the error envelope, with the API's security headers, and the connection closes.
 */
function writeRawAnswer(
  socket: Duplex,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ error: { code: codeForStatus(status), message } });
  const lines = Object.entries({
    ...API_SECURITY_HEADERS,
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the message (headers too large, a
 * malformed or conflicting Content-Length, an unknown method, a request that took too long).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message = 'The request is not a valid HTTP message.';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    message = 'The request headers (or its address) are too large.';
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = 'The request took too long to arrive.';
  } else if (error.code === 'HPE_INVALID_METHOD') {
    message = 'The request method is not known.';
  } else if (
    error.code === 'HPE_INVALID_CONTENT_LENGTH' ||
    error.code === 'HPE_UNEXPECTED_CONTENT_LENGTH'
  ) {
    message = 'The Content-Length header is invalid or conflicts with the body framing.';
  }
  if (socket.writable) writeRawAnswer(socket, status, message);
  socket.destroy(error);
}

/**
 * CONNECT (a proxy's method) and protocol upgrades (WebSocket, h2c) reach no route: Node hands
 * them over as raw sockets, and without a listener it dropped CONNECT and held an Upgrade open.
 */
export function refuseTunnels(server: Server): void {
  server.on('connect', (_request, socket: Duplex) => {
    writeRawAnswer(socket, 405, 'CONNECT is not served here.', {
      allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    });
  });
  server.on('upgrade', (_request, socket: Duplex) => {
    writeRawAnswer(socket, 400, 'This API does not upgrade connections (no WebSocket or h2c).');
  });
}
