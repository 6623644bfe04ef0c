import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand stays the same. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 bits, beyond guessing within any rate limit (issue 23: ≥ 64). */
export const RANDOM_CODE_LENGTH = 16;

/** A random code from the OS's CSPRNG, after `PREFIX-` when a prefix is given. */
export function randomCouponCode(prefix = ''): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < RANDOM_CODE_LENGTH; i += 1) {
    code = CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return prefix ? `${prefix}-${code}` : code;
}
