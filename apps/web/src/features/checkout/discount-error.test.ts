import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { discountErrorText } from './discount-error';

const FALLBACK = 'We could not apply the code. Please try again.';

describe('what the discount field says when a code is refused', () => {
  it("shows the server's reason for a code that does not apply", () => {
    const app10 = new ApiError('COUPON_NOT_APPLICABLE', 'APP10 works in the Tern app', 422);
    expect(discountErrorText(app10, FALLBACK)).toEqual({
      text: 'APP10 works in the Tern app',
      orderClosed: false,
    });
  });

  it('shows the wait-and-retry message after too many failed codes', () => {
    const limited = new ApiError(
      'RATE_LIMITED',
      'Too many codes tried. Try again in 10 minutes.',
      429,
    );
    expect(discountErrorText(limited, FALLBACK).text).toBe(
      'Too many codes tried. Try again in 10 minutes.',
    );
  });

  it('names the field problem of a malformed code, not the field path', () => {
    const malformed = new ApiError('VALIDATION_FAILED', 'body.code: couponCode must be …', 400, [
      { field: 'body.code', message: 'couponCode must be 3 to 40 letters, digits or hyphens' },
    ]);
    expect(discountErrorText(malformed, FALLBACK).text).toBe(
      'couponCode must be 3 to 40 letters, digits or hyphens',
    );
  });

  it('knows an order paid meanwhile can no longer change', () => {
    const paid = new ApiError('ORDER_NOT_CHANGEABLE', 'The order is paid', 409);
    expect(discountErrorText(paid, FALLBACK)).toEqual({
      text: 'The order is paid',
      orderClosed: true,
    });
  });

  it('says its own words when there was no answer to read', () => {
    const down = new ApiError('API_UNAVAILABLE', 'upstream said 503', 503);
    expect(discountErrorText(down, FALLBACK).text).toBe(FALLBACK);
    expect(discountErrorText(new TypeError('fetch failed'), FALLBACK).text).toBe(FALLBACK);
  });
});
