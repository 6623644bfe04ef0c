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
