import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { couponFieldOf } from './coupons/coupon-form-state';
import { submitFailure } from './submit-failure';

const FALLBACK = 'The codes could not be created. Please try again.';

describe('a refused back-office form', () => {
  it('puts each field problem of a 400 beside its field, in the form’s names', () => {
    const refused = new ApiError('VALIDATION_FAILED', 'body.endsAt: …', 400, [
      { field: 'body.endsAt', message: 'endsAt must be after startsAt' },
      { field: 'body.minSpendUsdCents', message: 'Too small: expected number to be >=1' },
    ]);
    expect(submitFailure(refused, couponFieldOf, FALLBACK)).toEqual({
      fieldErrors: {
        endsAt: 'endsAt must be after startsAt',
        minSpend: 'Too small: expected number to be >=1',
      },
      message: null,
    });
  });

  it('says above the button what belongs to no field', () => {
    const refused = new ApiError('VALIDATION_FAILED', 'body: …', 400, [
      { field: 'body', message: 'freeBundleId (or partnerCode) is required' },
    ]);
    expect(submitFailure(refused, couponFieldOf, FALLBACK).message).toBe(
      'freeBundleId (or partnerCode) is required',
    );
  });

  it("shows a conflict in the server's words, and its own words when nothing answered", () => {
    const taken = new ApiError('IDEMPOTENCY_KEY_REUSED', 'A code SPRING10 exists already', 409);
    expect(submitFailure(taken, couponFieldOf, FALLBACK).message).toBe(
      'A code SPRING10 exists already',
    );
    const down = new ApiError('API_UNREACHABLE', 'API unreachable: fetch failed', 0);
    expect(submitFailure(down, couponFieldOf, FALLBACK).message).toBe(FALLBACK);
    expect(submitFailure(new Error('boom'), couponFieldOf, FALLBACK).message).toBe(FALLBACK);
  });
});
