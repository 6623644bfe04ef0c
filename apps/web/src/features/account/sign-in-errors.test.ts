import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { signInErrorKey } from './sign-in-errors';

const apiError = (code: string, status: number) => new ApiError(code, 'API text', status);

describe('signInErrorKey', () => {
  it.each([
    ['INVALID_CODE', 400, 'invalidCode'],
    ['CODE_LOCKED', 429, 'codeLocked'],
    ['TOO_MANY_CODES', 429, 'tooManyCodes'],
    ['RATE_LIMITED', 429, 'rateLimited'],
    ['VALIDATION_FAILED', 400, 'invalidInput'],
    ['API_UNAVAILABLE', 503, 'unavailable'],
    ['INTERNAL', 500, 'unavailable'],
  ])('maps %s to %s', (code, status, key) => {
    expect(signInErrorKey(apiError(code, status))).toBe(key);
  });

  it('leaves an unknown client error to the API’s own message', () => {
    expect(signInErrorKey(apiError('SOMETHING_NEW', 422))).toBeNull();
  });

  it('treats a network failure as the shop being unavailable', () => {
    expect(signInErrorKey(new TypeError('fetch failed'))).toBe('unavailable');
  });
});
