import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a lounge's scanner reads from the QR code and checks offline with the shared key. */
export interface PassClaims {
  /** Pass id. */
  p: string;
  /** Resource (lounge or fast-track service) id. */
  r: string;
  /** Local date at the airport. */
  d: string;
  /** Entry window, local HH:MM from and until. */
  f: string;
  u: string;
  /** Travellers' names. */
  n: string[];
}

const PREFIX = 'TERN1';
const mac = (secret: string, payload: string) =>
  createHmac('sha256', `epass:${secret}`).update(`${PREFIX}.${payload}`).digest('base64url');

/** A fresh pass id: 96 random bits, so nobody can guess another traveller's pass. */
export const newPassId = () => `P${randomBytes(12).toString('base64url')}`;

/**
 * `TERN1.<base64url JSON claims>.<base64url HMAC-SHA256>`: the "epass:" prefix keeps these
 * signatures apart from the app's other uses of AUTH_SECRET (sessions, quotes).
 */
export function signPass(secret: string, claims: PassClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${payload}.${mac(secret, payload)}`;
}

/** The claims of an intact token, else null (what a scanner does, with no network). */
export function verifyPass(secret: string, token: string): PassClaims | null {
  const [prefix, payload, signature, extra] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PassClaims;
  } catch {
    return null;
  }
}
