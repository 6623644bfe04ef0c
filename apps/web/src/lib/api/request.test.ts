import { CountriesResponseSchema } from '@tern/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { buildUrl, requestJson } from './request';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('sends defined query values and leaves out undefined and null ones', () => {
    expect(
      buildUrl('http://api/v1', '/countries', { page: 1, limit: 24, search: undefined, x: null }),
    ).toBe('http://api/v1/countries?page=1&limit=24');
    expect(buildUrl('/api/v1', '/health')).toBe('/api/v1/health');
  });
});

describe('requestJson', () => {
  it('returns the body when it matches the contract', async () => {
    answer(200, { data: { countries: [] }, count: 0 });
    await expect(requestJson('http://api', {}, CountriesResponseSchema)).resolves.toEqual({
      data: { countries: [] },
      count: 0,
    });
  });

  it('turns the error envelope into an ApiError with its code and status', async () => {
    answer(400, { error: { code: 'UNKNOWN_SITE', message: 'X-Site-Id is missing' } });
    const error = await requestJson('http://api', {}, CountriesResponseSchema).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNKNOWN_SITE', status: 400 });
  });

  it('refuses a success body that breaks the contract instead of passing it on', async () => {
    answer(200, { data: { countries: [{ name: 'France' }] }, count: 1 });
    await expect(requestJson('http://api', {}, CountriesResponseSchema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports an unreachable API with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(requestJson('http://api', {}, CountriesResponseSchema)).rejects.toMatchObject({
      code: 'API_UNREACHABLE',
      status: 0,
    });
  });
});
