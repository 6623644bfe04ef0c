import { describe, expect, it } from 'vitest';
import { isLoopback, parseTrustList, resolveClient } from './client-address.mjs';

const request = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as never;

describe('the client', () => {
  it('takes the peer as the client and ignores a forged X-Forwarded-For by default', () => {
    const trust = parseTrustList('');
    expect(
      resolveClient(
        request('::ffff:203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }),
        trust,
        false,
      ),
    ).toEqual({ ip: '203.0.113.9', https: false });
    expect(
      resolveClient(request('127.0.0.1', { 'x-forwarded-proto': 'https' }), trust, false).https,
    ).toBe(false);
  });

  it('believes only the configured load balancers, walking X-Forwarded-For from the right', () => {
    const trust = parseTrustList('10.0.0.0/8, loopback');
    const forged = {
      'x-forwarded-for': '127.0.0.1, 198.51.100.7, 10.0.0.2',
      'x-forwarded-proto': 'https',
    };
    expect(resolveClient(request('10.0.0.1', forged), trust, false)).toEqual({
      ip: '198.51.100.7',
      https: true,
    });
    expect(resolveClient(request('203.0.113.9', forged), trust, false).ip).toBe('203.0.113.9');
    expect(() => parseTrustList('everyone')).toThrow(/WEB_TRUST_PROXY/);
  });

  it('is on this machine only when the address is loopback', () => {
    for (const here of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(here), here).toBe(true);
    }
    for (const elsewhere of ['203.0.113.9', '::ffff:10.0.0.1', 'localhost', '', undefined]) {
      expect(isLoopback(elsewhere), String(elsewhere)).toBe(false);
    }
  });
});
