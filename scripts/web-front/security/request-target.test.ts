import { describe, expect, it } from 'vitest';
import { readTarget } from './request-target.mjs';

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

  it('refuses bad percent-encoding and control characters', () => {
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
      'faq',
      '//evil.example/',
      'http://[bad/',
    ]) {
      expect(readTarget(bad), bad).toEqual({ refuse: 400 });
    }
    expect(readTarget(`/${'a'.repeat(9000)}`)).toEqual({ refuse: 414 });
  });

  it('serves only the path of an absolute-form target', () => {
    expect(readTarget('http://other.example/faq?x=1')).toEqual({
      path: '/faq',
      target: '/faq?x=1',
    });
  });
});
