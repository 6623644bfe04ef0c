import { describe, expect, it } from 'vitest';
import { newPassId, signPass, verifyPass } from './pass-token';

const secret = 'pass-token-test-secret-of-32-characters!';
const claims = {
  p: newPassId(),
  r: 'LG-HAN-1',
  d: '2030-01-01',
  f: '10:00',
  u: '11:00',
  n: ['An'],
};

describe('e-pass tokens', () => {
  it('verify offline with the key, and fail when anything is changed', () => {
    const token = signPass(secret, claims);
    expect(token.startsWith('TERN1.')).toBe(true);
    expect(verifyPass(secret, token)).toEqual(claims);
    const [prefix, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, n: ['Mallory'] })).toString('base64url');
    expect(verifyPass(secret, `${prefix}.${forged}.${signature}`)).toBeNull();
    expect(verifyPass('another-secret-of-at-least-32-characters', token)).toBeNull();
    expect(verifyPass(secret, `${prefix}.${payload}`)).toBeNull();
    expect(verifyPass(secret, `TERN2.${payload}.${signature}`)).toBeNull();
  });

  it('keep tickets and e-passes apart: neither verifies as the other', () => {
    const ticket = {
      t: newPassId(),
      a: 'louvre-priority',
      d: '2030-01-01',
      s: '09:30',
      u: 'adult',
      n: 'An',
    };
    const token = signPass(secret, ticket, 'ticket');
    expect(verifyPass(secret, token, 'ticket')).toEqual(ticket);
    expect(verifyPass(secret, token)).toBeNull();
    expect(verifyPass(secret, signPass(secret, claims), 'ticket')).toBeNull();
  });

  it('names passes with ids nobody can guess', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newPassId()));
    expect(ids.size).toBe(1000);
    expect(newPassId()).toMatch(/^P[A-Za-z0-9_-]{16}$/);
  });
});
