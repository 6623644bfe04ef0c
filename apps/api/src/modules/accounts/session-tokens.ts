import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe; the raw token is only ever in the cookie or the app. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked database cannot be replayed as sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits from the operating system's secure random source, leading zeros kept. */
export function newLoginCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A 6-digit code has a million values, so a plain hash is brute-forced instantly from a leaked
 * table; an HMAC keyed with the server secret is not.
 */
export function hashLoginCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** __Host- pins the cookie to this origin over HTTPS with Path=/ (no Domain can widen it). */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-tern_session' : 'tern_session';
}
