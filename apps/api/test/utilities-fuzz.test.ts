import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const RUNS = 300;

/** Each request from its own address, so the per-address limits do not hide the validation path. */
let counter = 0;
const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '1e999',
    'NaN',
    'Infinity',
    '0x10',
    '١٢',
    'EUR',
    'usd',
    '90.0001',
    '-180',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

describe(`${RUNS} generated bad inputs per travel utility never cause a 5xx`, () => {
  it.each([
    ['GET /v1/fx/convert', ['from', 'to', 'amount']],
    ['GET /v1/weather', ['lat', 'lon']],
    ['GET /v1/geocode/reverse', ['lat', 'lon']],
    ['GET /v1/esim/check-device', ['model', 'userAgent']],
  ] as const)('%s', async (route, names) => {
    const path = route.split(' ')[1]!;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names, 'x'), anyValue), { maxLength: 4 }),
        async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await t.app.inject({
            method: 'GET',
            url: `${path}?${query}`,
            headers: { 'x-site-id': 'tern-web' },
            remoteAddress: nextAddress(),
          });
          expect(response.statusCode, `${path}?${query}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /v1/translate', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({ text: anyValue, source: anyValue, target: anyValue }, { requiredKeys: [] })
        .map((o) => JSON.stringify(o)),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/translate',
          payload,
          headers: { 'x-site-id': 'tern-web', 'content-type': 'application/json' },
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode, payload).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('asks for X-Site-Id like every other route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/fx/convert?from=EUR&to=USD&amount=1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('SITE_ID_REQUIRED');
  });
});
