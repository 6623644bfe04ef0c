import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('defaults to loopback: the web origin on this machine', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,2001:db8::/32,192.0.2.7')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
    ]);
  });

  it.each(['true', '*', 'everyone', '10.0.0.0/33', '300.1.1.1', '', 'loopback,'])(
    'refuses %j at start-up',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('request timeouts', () => {
  it('default to seconds, not minutes: 10 s for headers, 20 s for the whole request', () => {
    expect(loadConfig({})).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 20_000 });
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() =>
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '20' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS/);
  });
});
