import { describe, expect, it } from 'vitest';
import { forwardablePath, normaliseApiPath } from './api-path';

/** The dev outbox in any spelling the API (or a URL parser before it) could read as itself. */
const OUTBOX_SPELLINGS = [
  '/api/v1/dev/outbox',
  '/api/v1/%64ev/outbox',
  '/api/v1/%2564ev/outbox',
  '/api/v1/%252564ev/outbox',
  '/api/v1/DEV/outbox',
  '/api/v1/Dev/Outbox/2026-01-01T00-00-00-000Z-deadbeef',
  '/api/v1//dev/outbox',
  '/api/v1/./dev/outbox',
  '/api/v1/x/../dev/outbox',
  '/api/v1/x/%2e%2e/dev/outbox',
  '/api/v1/countries/..%2f..%2fdev/outbox',
  '/api/v1/dev',
  '/api/v1/dev%2foutbox',
  '/API/V1/DEV/OUTBOX',
];
const OUTSIDE_V1 = ['/api/v1/x/../../health', '/api/v2/countries', '/api/health', '/api/v1'];
const UNREADABLE = [
  '/api/v1/%ff',
  '/api/v1/countries%',
  '/api/v1/%00',
  '/api/v1/dev%5coutbox',
  '/api/v1/%2525252525252564ev',
];
const PASSED_ON = [
  '/api/v1/countries',
  '/api/v1/destinations/fr',
  '/api/v1/orders/abc/lines/def/cancel',
  '/api/v1/devices',
  '/api/v1/esim/devices',
  '/api/v1/countries/Viet%20Nam',
  '/api/v1/developer',
];

describe('the forwarder decides on the path the API will read (issue 21)', () => {
  it.each([
    ...OUTBOX_SPELLINGS.map((path) => [path, 'not-found'] as const),
    ...OUTSIDE_V1.map((path) => [path, 'not-found'] as const),
    ...UNREADABLE.map((path) => [path, 'unreadable'] as const),
    ...PASSED_ON.map((path) => [path, 'ok'] as const),
  ])('%s → %s', (path, verdict) => {
    expect(forwardablePath(path)).toBe(verdict);
  });

  it('normalises for comparing only', () => {
    expect(normaliseApiPath('/api/v1//A/./b/../C%2Fd')).toBe('/api/v1/a/c/d');
  });
});
