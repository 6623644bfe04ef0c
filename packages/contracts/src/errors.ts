import { z } from 'zod';

/**
 * Every `error.code` the API answers with, so clients can branch on a known list. A new code is
 * added here first; the API's ApiError takes only these.
 */
export const ERROR_CODES = [
  // 400: the request itself is wrong
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'SITE_ID_REQUIRED',
  'UNKNOWN_SITE',
  'UNKNOWN_CURRENCY',
  'INVALID_CARD',
  'INVALID_PHONE',
  'INVALID_IDEMPOTENCY_KEY',
  'INVALID_SIGNATURE',
  'INVALID_SLOT',
  'UNKNOWN_LANGUAGE',
  'DEVICE_REQUIRED',
  // 400 / 405 / 408 / 414 / 415 / 431: the HTTP message itself, refused before any route runs
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  // 401 / 403
  'UNAUTHENTICATED',
  'INVALID_CODE',
  'FORBIDDEN',
  // 404
  'NOT_FOUND',
  'DESTINATION_NOT_FOUND',
  'BUNDLE_NOT_FOUND',
  'RESOURCE_NOT_FOUND',
  'CITY_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  // 409 / 413 / 422: conflicts and business rules
  'ORDER_ALREADY_PAID',
  'ORDER_REFUNDED',
  'ORDER_CANCELLED',
  'ORDER_NOT_CHANGEABLE',
  'ORDER_PRICE_CHANGED',
  'IDEMPOTENT_REQUEST_FAILED',
  'IDEMPOTENT_REQUEST_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'LOCATION_REQUIRED',
  'PRODUCT_UNAVAILABLE',
  'SOLD_OUT',
  'CANCELLATION_CLOSED',
  'ATTRACTION_NOT_FOUND',
  'TICKET_TYPE_NOT_SOLD',
  'ADULT_REQUIRED',
  'LANGUAGE_NOT_DETECTED',
  // 429 / 5xx
  'RATE_LIMITED',
  'TOO_MANY_CODES',
  'CODE_LOCKED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'PROVIDER_UNAVAILABLE',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;
