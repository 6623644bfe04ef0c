import { addDays, localDateTime } from '@tern/domain';
import { describe, expect, it } from 'vitest';
import { guestShopper, HERE } from './support/shopper';
import { useTestApp } from './support/test-app';

// Issue 21: input that is wrong answers a 400 naming the field and the rule, never a 500 or a
// bare "Invalid input".

const t = useTestApp();

type Envelope = { error: { code: string; message: string; details?: { field: string }[] } };

const IMPOSSIBLE_DATES = ['2026-13-01', '2026-00-10', '0000-00-00', '2026-02-30'];
const inTenDays = addDays(localDateTime('Asia/Bangkok', new Date()).date, 10);

const loungeLine = (overrides: Record<string, unknown> = {}) => ({
  kind: 'lounge_pass',
  resourceId: 'LG-HAN-1',
  date: inTenDays,
  time: '10:15',
  adults: 1,
  children: 0,
  flightNumber: 'VN 123',
  travellers: ['An Nguyen'],
  ...overrides,
});

describe('impossible dates are a 400 naming the date, not a 500', () => {
  it.each(IMPOSSIBLE_DATES)('lounge summary with %s', async (date) => {
    const response = await t.post('/v1/dragonpass/preorder/summary', {
      resourceId: 'LG-HAN-1',
      module: 1,
      date,
      time: '09:30',
      adults: 1,
      flightNumber: 'VN 123',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<Envelope>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('body.date: date must be a calendar date YYYY-MM-DD');
  });

  it.each(IMPOSSIBLE_DATES)('order with a lounge line on %s', async (date) => {
    const shopper = await guestShopper(t);
    const response = await t.post(
      '/v1/orders',
      { lines: [loungeLine({ date })], currency: 'USD', ...HERE },
      shopper.headers,
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json<Envelope>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('body.lines.0.date: date must be a calendar date YYYY-MM-DD');
  });
});

describe('an order body names the field that is wrong', () => {
  it('a lounge line without travellers names lines.0.travellers', async () => {
    const shopper = await guestShopper(t);
    const { travellers: _, ...withoutTravellers } = loungeLine();
    const response = await t.post(
      '/v1/orders',
      { lines: [withoutTravellers], currency: 'USD', ...HERE },
      shopper.headers,
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json<Envelope>();
    expect(error.message).toMatch(/^body\.lines\.0\.travellers: /);
    expect(error.message).not.toContain('bundleId');
    expect(error.details?.map((d) => d.field)).toEqual(['body.lines.0.travellers']);
  });

  it('a single-plan body with a bad bundle id names bundleId, not lines', async () => {
    const shopper = await guestShopper(t);
    const response = await t.post(
      '/v1/orders',
      { bundleId: 'not a bundle', quantity: 1, ...HERE },
      shopper.headers,
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json<Envelope>();
    expect(error.message).toMatch(/^body\.bundleId: /);
    expect(error.message).not.toContain('lines');
  });

  it('an empty body says which of the two forms to send', async () => {
    const shopper = await guestShopper(t);
    const response = await t.post('/v1/orders', {}, shopper.headers);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<Envelope>();
    expect(error.message).toContain('body.lines');
    expect(error.message).toContain('body.bundleId');
    expect(error.message).not.toMatch(/body\.?: Invalid input/);
  });
});

describe('the currency converter says what an amount may be', () => {
  it.each([
    ['1e15', 'amount must be written as digits with an optional decimal point, e.g. 12.50'],
    ['-1', 'amount must be written as digits with an optional decimal point, e.g. 12.50'],
    ['1000000000000000', 'amount must be at most 999999999999999'],
    ['1.12345678901', 'amount may have at most 10 decimal places'],
  ])('amount=%s', async (amount, message) => {
    const { status, body } = await t.get<Envelope>(
      `/v1/fx/convert?from=EUR&to=USD&amount=${amount}`,
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe(`querystring.amount: ${message}`);
  });

  it('still converts the largest amount it allows', async () => {
    const { status } = await t.get('/v1/fx/convert?from=EUR&to=USD&amount=999999999999999.5');
    expect(status).toBe(200);
  });
});
