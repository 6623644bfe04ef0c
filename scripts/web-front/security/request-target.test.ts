import { describe, expect, it } from 'vitest';
import { readTarget, resolveSegments } from './request-target.mjs';

describe('the request-target', () => {
  it('accepts well-formed targets', () => {
    for (const ok of [
      '/',
      '/esims/abc',
      '/vi/faq?q=h%C3%A0',
      '/api/v1/countries?search=a+b',
      '/%E2%82%AC',
    ]) {
      expect(readTarget(ok), ok).not.toHaveProperty('refuse');
    }
  });

  it('refuses bad percent-encoding, control characters and what would split a segment', () => {
    for (const bad of [
      '/%ff',
      '/esims/%ff',
      '/api/v1/%ff',
      '/%',
      '/%zz',
      '/?q=%ff',
      '/%00',
      '/a%0Ab',
      '/%5c',
      '/a\\b',
      '/api/v1/dev%2Foutbox',
      '/api/v1/%2564ev/outbox',
      '/caf\xc3\xa9',
      'faq',
      '//evil.example/',
      'http://[bad/',
    ]) {
      expect(readTarget(bad), bad).toEqual({ refuse: 400 });
    }
    expect(readTarget(`/${'a'.repeat(9000)}`)).toEqual({ refuse: 414 });
  });

  it('decodes the path once for the guards and sends Next that path, re-encoded', () => {
    expect(readTarget('/api/v1/%64ev/outbox?limit=%31')).toEqual({
      path: '/api/v1/dev/outbox',
      target: '/api/v1/dev/outbox?limit=%31',
    });
    expect(readTarget('/lounge/S%c3%a3o%20Paulo/%3Cb%3E')).toEqual({
      path: '/lounge/São Paulo/<b>',
      target: '/lounge/S%C3%A3o%20Paulo/%3Cb%3E',
    });
    expect(readTarget("/a/b:c@d!$&'()*+,;=~")).toHaveProperty('target', "/a/b:c@d!$&'()*+,;=~");
  });

  it('resolves dot-segments, never above the root, and collapses repeated slashes', () => {
    const cases: [string, string][] = [
      ['/', '/'],
      ['/faq/', '/faq/'],
      ['/a//b', '/a/b'],
      ['/a/..', '/'],
      ['/a/../b', '/b'],
      ['/../../dev/mailbox', '/dev/mailbox'],
      ['/a/.', '/a/'],
      ['/a/./b/', '/a/b/'],
      ['/a//', '/a/'],
      ['/a/..//b', '/b'],
    ];
    for (const [path, resolved] of cases) expect(resolveSegments(path), path).toBe(resolved);
    expect(readTarget('/api/v1/x/%2E%2e/dev')).toHaveProperty('target', '/api/v1/dev');
  });
});
