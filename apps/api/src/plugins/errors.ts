import type { ErrorCode } from '@tern/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { API_SECURITY_HEADERS } from './security-headers';
import { describeValidation } from './validation-message';

/**
 * A failure the client can act on, rendered into the error envelope with its status. Codes come
 * from the contract's list, so clients can branch on every one the API can send.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** Connection failures from pg, or PGlite after it was closed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && DATABASE_DOWN_CODES.has(code)) return true;
  if (/PGlite is closed|Connection terminated|pool after calling end/i.test(error.message))
    return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}

/**
 * One place turns every failure into { error: { code, message } }. 5xx bodies never carry
 * stack traces, SQL or driver messages: those go to the log with the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // A refusal that knows when it ends says so to machines as well as in its message.
      const retryAt = (error.details as { retryAt?: unknown } | undefined)?.retryAt;
      if (typeof retryAt === 'string') {
        const seconds = Math.ceil((Date.parse(retryAt) - Date.now()) / 1000);
        reply.header('retry-after', String(Math.max(1, seconds)));
      }
      return reply.code(error.statusCode).send({
        error: { code: error.code, message: error.message, details: error.details },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, details } = describeValidation(
        error.validationContext ?? 'request',
        error.validation,
      );
      return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message, details } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          error: {
            code: 'DATABASE_UNAVAILABLE',
            message: 'The catalogue is temporarily unavailable. Please try again shortly.',
          },
        });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response broke its contract');
    } else if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: error }, 'unhandled error');
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their message
      // but answer with a code from the contract's list, not Fastify's internal FST_ERR_* name.
      return reply
        .code(status)
        .send({ error: { code: codeForStatus(status), message: error.message } });
    }
    return reply.code(500).send({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
}

/** The contract's code for an HTTP-level refusal, by status. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    default:
      return 'BAD_REQUEST';
  }
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any hook or handler (a path
 * with broken percent-encoding such as /v1/%ff). They answer in the envelope like everything else.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not validly percent-encoded.'
      : 'The request could not be routed.';
  // Routing failed before any hook ran, so the headers every answer carries are set here.
  reply
    .headers(API_SECURITY_HEADERS)
    .code(status)
    .send({ error: { code: codeForStatus(status), message } });
}
