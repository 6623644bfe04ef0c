import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, serverMessageOf, unlessSignedOut } from './api-error';

describe('serverMessageOf', () => {
  it('gives the API’s own message for an answer in its error envelope', () => {
    expect(
      serverMessageOf(new ApiError('RATE_LIMITED', 'Too many tries; wait 10 minutes', 429)),
    ).toBe('Too many tries; wait 10 minutes');
  });

  it('gives nothing when the API was not reached or did not answer in its envelope', () => {
    expect(
      serverMessageOf(new ApiError(CLIENT_ERROR_CODES.unreachable, 'fetch failed', 0)),
    ).toBeNull();
    expect(
      serverMessageOf(new ApiError(CLIENT_ERROR_CODES.invalidResponse, 'API answered 502', 502)),
    ).toBeNull();
    expect(serverMessageOf(new TypeError('boom'))).toBeNull();
  });
});

describe('unlessSignedOut', () => {
  it('turns a 401 into null and lets every other failure through', async () => {
    await expect(unlessSignedOut(Promise.resolve('me'))).resolves.toBe('me');
    await expect(
      unlessSignedOut(Promise.reject(new ApiError('UNAUTHENTICATED', 'Sign in', 401))),
    ).resolves.toBeNull();
    await expect(
      unlessSignedOut(Promise.reject(new ApiError('INTERNAL', 'Oops', 500))),
    ).rejects.toMatchObject({ status: 500 });
  });
});
