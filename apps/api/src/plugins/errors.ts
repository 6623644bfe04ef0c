import type { ErrorCode } from '@tern/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

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
      return reply.code(error.statusCode).send({
        error: { code: error.code, message: error.message, details: error.details },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        field: `${error.validationContext}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message,
      }));
      const message = details.map((d) => `${d.field}: ${d.message}`).join('; ');
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
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their message.
      return reply
        .code(status)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    return reply.code(500).send({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
}
