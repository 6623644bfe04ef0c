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
/** What a signed pass admits to: a lounge's scanner must not accept an attraction's ticket. */
export type PassPurpose = 'epass' | 'ticket';
const mac = (secret: string, purpose: PassPurpose, payload: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(`${PREFIX}.${payload}`).digest('base64url');

/** A fresh pass id ("P…", a ticket's "T…"): 96 random bits, so nobody can guess another's. */
export const newPassId = (prefix: 'P' | 'T' = 'P') =>
  `${prefix}${randomBytes(12).toString('base64url')}`;

/** What an attraction's gate reads from a ticket's QR code, checked offline the same way. */
export interface TicketClaims {
  /** Ticket id. */
  t: string;
  /** Attraction id. */
  a: string;
  /** Local date and start time at the attraction. */
  d: string;
  s: string;
  /** Ticket type (adult, child, …) and the lead traveller's name. */
  u: string;
  n: string;
}

/**
 * `TERN1.<base64url JSON claims>.<base64url HMAC-SHA256>`: the purpose prefix ("epass:",
 * "ticket:") keeps these signatures apart from each other and from AUTH_SECRET's other uses.
 */
export function signPass(secret: string, claims: PassClaims): string;
export function signPass(secret: string, claims: TicketClaims, purpose: 'ticket'): string;
export function signPass(
  secret: string,
  claims: PassClaims | TicketClaims,
  purpose: PassPurpose = 'epass',
): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${payload}.${mac(secret, purpose, payload)}`;
}

/** The claims of an intact token, else null (what a scanner does, with no network). */
export function verifyPass(secret: string, token: string): PassClaims | null;
export function verifyPass(secret: string, token: string, purpose: 'ticket'): TicketClaims | null;
export function verifyPass(
  secret: string,
  token: string,
  purpose: PassPurpose = 'epass',
): PassClaims | TicketClaims | null {
  const [prefix, payload, signature, extra] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
