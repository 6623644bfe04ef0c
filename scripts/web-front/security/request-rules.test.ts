import { describe, expect, it } from 'vitest';
import { MAILBOX_SPELLINGS } from './mailbox-spellings.fixture';
import { checkRequest } from './request-rules.mjs';

const HERE = '127.0.0.1';
const ELSEWHERE = '203.0.113.9';
const check = (url: string, method = 'GET', ip = ELSEWHERE) => checkRequest({ url, method }, ip);

describe('which requests reach Next', () => {
  it.each(MAILBOX_SPELLINGS)(
    '%s: the dev mailbox is not found from elsewhere, and open to this machine',
    (path) => {
      expect(check(path)).toEqual({ refuse: 404 });
      expect(check(path, 'GET', HERE)).not.toHaveProperty('refuse');
    },
  );

  it('leaves look-alikes of the mailbox alone', () => {
    for (const path of ['/developers', '/api/v1/devices', '/faq/dev/mailbox', '/api/v2/dev']) {
      expect(check(path), path).not.toHaveProperty('refuse');
    }
  });

  it('allows each kind of path its methods, read from the normalised path', () => {
    expect(check('/faq', 'PUT')).toEqual({ refuse: 405, headers: { allow: 'GET, HEAD, POST' } });
    expect(check('/%61rt/x.svg', 'POST')).toEqual({ refuse: 405, headers: { allow: 'GET, HEAD' } });
    expect(check('/x/../_next/static/a.js', 'POST')).toHaveProperty('refuse', 405);
    expect(check('/%61pi/v1/me', 'DELETE')).toEqual({ path: '/api/v1/me', target: '/api/v1/me' });
    expect(check('/api/v1/me', 'TRACE')).toHaveProperty('refuse', 405);
  });

  it('refuses an unreadable address before any other rule', () => {
    expect(check('/dev/%ff', 'PUT', HERE)).toEqual({ refuse: 400 });
    expect(check(`/${'a'.repeat(9000)}`, 'PUT')).toEqual({ refuse: 414 });
  });
});
