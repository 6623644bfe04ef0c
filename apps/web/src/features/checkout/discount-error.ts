import type { ErrorCode } from '@tern/contracts';
import { isApiError } from '@/lib/api/api-error';

/** The order can no longer change (paid, cancelled, refunded meanwhile): its page says what became of it. */
const ORDER_CLOSED: readonly string[] = [
  'ORDER_NOT_CHANGEABLE',
  'ORDER_ALREADY_PAID',
  'ORDER_CANCELLED',
  'ORDER_REFUNDED',
] satisfies ErrorCode[];

/** Answers whose message is the reason itself: why the code does not apply, or wait and retry. */
const SAYS_WHY: readonly number[] = [404, 409, 422, 429];

/** The first field problem of a 400 VALIDATION_FAILED ("couponCode must be 3 to 40 …"). */
function firstProblem(details: unknown): string | null {
  if (!Array.isArray(details)) return null;
  const message = (details[0] as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * What the code field says when the server refused a code: its message, the reason in words a
 * traveller can act on (there is no translation of an arbitrary reason, so it is shown as is);
 * our own `fallback` when there was no answer to read.
 */
export function discountErrorText(
  error: unknown,
  fallback: string,
): { text: string; orderClosed: boolean } {
  if (!isApiError(error)) return { text: fallback, orderClosed: false };
  const orderClosed = ORDER_CLOSED.includes(error.code);
  if (error.status === 400) return { text: firstProblem(error.details) ?? fallback, orderClosed };
  return { text: SAYS_WHY.includes(error.status) ? error.message : fallback, orderClosed };
}
