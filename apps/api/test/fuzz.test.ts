import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestShopper } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const RUNS = 1000;

/** Anything a client might send instead of the right body: any JSON, wrong shapes, or not JSON. */
const badBody = fc.oneof(
  fc.jsonValue().map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
    .map((o) => ({ payload: JSON.stringify(o), type: 'application/json' })),
  fc.string({ maxLength: 300 }).map((text) => ({ payload: text, type: 'application/json' })),
  fc.string({ maxLength: 100 }).map((text) => ({ payload: text, type: 'text/plain' })),
  fc
    .record(
      {
        email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()),
        code: fc.oneof(fc.string(), fc.integer()),
        bundleId: fc.oneof(fc.string(), fc.constant('bndl_fr_5gb_30d'), fc.integer()),
        quantity: fc.oneof(fc.integer(), fc.string(), fc.constant(1)),
        cardNumber: fc.oneof(fc.string(), fc.stringMatching(/^\d{12,19}$/)),
        expMonth: fc.oneof(fc.integer(), fc.string()),
        expYear: fc.oneof(fc.integer(), fc.string()),
        approve: fc.oneof(fc.boolean(), fc.string(), fc.integer()),
      },
      { requiredKeys: [] },
    )
    .map((o) => ({ payload: JSON.stringify(o), type: 'application/json' })),
);

let headers: Record<string, string> = {};
let orderId = '';
const paymentId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const shopper = await guestShopper(t);
  headers = shopper.headers;
  orderId = (await shopper.createOrder()).json().data.orderId;
});

/** The URL is built when the test runs: the order exists only after beforeAll. */
const ENDPOINTS: { name: string; url: () => string; auth: boolean }[] = [
  { name: 'POST /v1/auth/guest', url: () => '/v1/auth/guest', auth: false },
  { name: 'POST /v1/auth/login-code', url: () => '/v1/auth/login-code', auth: false },
  { name: 'POST /v1/auth/login-code/verify', url: () => '/v1/auth/login-code/verify', auth: false },
  { name: 'POST /v1/orders', url: () => '/v1/orders', auth: true },
  {
    name: 'POST /v1/orders/:id/payments/sandbox',
    url: () => `/v1/orders/${orderId}/payments/sandbox`,
    auth: true,
  },
  {
    name: 'POST /v1/payments/:id/confirm',
    url: () => `/v1/payments/${paymentId}/confirm`,
    auth: true,
  },
];

describe(`${RUNS} generated bad bodies per endpoint never cause a 5xx`, () => {
  for (const endpoint of ENDPOINTS) {
    it(endpoint.name, async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(badBody, async ({ payload, type }) => {
          n += 1;
          const response = await t.app.inject({
            method: 'POST',
            url: endpoint.url(),
            payload,
            headers: {
              'x-site-id': 'tern-web',
              'content-type': type,
              ...(endpoint.auth ? headers : {}),
            },
            // Spread over many addresses so the rate limiter does not answer for the validator.
            remoteAddress: `172.16.${n % 250}.${Math.floor(n / 250)}`,
          });
          expect(response.statusCode, `${endpoint.name} ← ${payload.slice(0, 120)}`).toBeLessThan(
            500,
          );
          expect(response.statusCode).toBeGreaterThanOrEqual(200);
          if (response.statusCode >= 400) expect(response.json().error.code).toMatch(/^[A-Z_]+$/);
        }),
        { numRuns: RUNS },
      );
      expect(n).toBeGreaterThanOrEqual(RUNS);
    }, 120_000);
  }
});
