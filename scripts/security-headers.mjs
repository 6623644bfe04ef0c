// @ts-check
// The security headers the web origin's front server (scripts/web-front.mjs) puts on every answer,
// and the streaming transform that gives each page's <script> and <link> tags the answer's nonce.
// Plain JavaScript so the front server runs without a build; tested by security-headers.test.ts.
import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';

/** 128 random bits per answer, as CSP Level 3 recommends. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** Stripe's Payment Element (PAYMENT_GATEWAY=stripe) loads from and talks to these. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * The image source a map tile template needs (NEXT_PUBLIC_MAP_TILE_URL, e.g.
 * https://tile.openstreetmap.org/{z}/{x}/{y}.png): its origin, `{s}.` as a wildcard subdomain.
 * Null when unset or not an https template with {z}, {x} and {y}, as the planner page reads it
 * (apps/web/src/features/itinerary-planner/map-tile-url.ts): then no tile host is allowed.
 * @param {string | undefined} template
 */
export function mapTileSource(template) {
  const value = template?.trim();
  if (!value || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return null;
  try {
    const wildcard = value.includes('{s}.');
    const url = new URL(value.replace('{s}.', 'a.'));
    if (url.protocol !== 'https:') return null;
    const host = wildcard ? url.host.replace(/^a\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of one answer. Nothing is allowed by default; scripts run only with
 * this answer's nonce, and 'strict-dynamic' lets those scripts load Next's chunks (and Stripe's
 * script) without listing them. 'self' and the Stripe host in script-src only matter to browsers
 * older than CSP 3, which ignore 'strict-dynamic'. Styles allow 'unsafe-inline': React writes
 * `style` attributes (progress bars, the QR code's size, Next's route announcer), which cannot
 * carry a nonce, and an injected style cannot run code. Images may come from the itinerary
 * map's tile host only when one is configured.
 * @param {string | undefined} nonce
 * @param {Record<string, string | undefined>} [env]
 */
export function contentSecurityPolicy(nonce, env = process.env) {
  const tiles = mapTileSource(env.NEXT_PUBLIC_MAP_TILE_URL);
  const directives = {
    'default-src': ["'none'"],
    'script-src': [
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
      "'self'",
      ...STRIPE.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...STRIPE.img, ...(tiles ? [tiles] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE.connect],
    'frame-src': STRIPE.frame,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every browser feature the shop does not use is off; the location is asked for at checkout.
 * Only features Chromium knows (an unknown one is a console warning on every page).
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/** Two years, the HSTS preload list's requirement. */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/**
 * Pages that show who a traveller is or what they bought (eSIMs with their activation codes,
 * e-passes, tickets, orders, payment, sign-in codes, the dev mailbox, the back office), in any
 * locale (`/vi/esims/…`).
 */
const PERSONAL_PAGE =
  /^(?:\/[a-z]{2})?\/(?:esims|passes|tickets|profile|checkout|pay|sign-in|dev|admin)(?:[/?#]|$)/i;

/**
 * Whether a page's window is kept from other sites' windows (Cross-Origin-Opener-Policy:
 * same-origin): a page another site opened gets no handle on it, and it none on its opener.
 * That guards what is personal. Public catalogue and content pages go without it: a document
 * with the policy, reached from one without (a new tab, a search result), starts in a browsing
 * context group, and so a renderer process, of its own, and Lighthouse counted that cold start
 * as 400–1,200 ms more Total Blocking Time on every page (issue 10, bench:web --compare-coop).
 * Such pages hold nothing another window could read: framing is refused anyway (frame-ancestors,
 * X-Frame-Options) and what they show is the same for everyone.
 * @param {string} path
 */
export function isolatesWindow(path) {
  return PERSONAL_PAGE.test(path);
}

/**
 * The headers of one answer. `nonce` is set on HTML pages (whose tags carry it); `https` when the
 * visitor's connection is HTTPS (PUBLIC_WEB_URL is https, or a trusted proxy says so), as HSTS
 * over plain HTTP is meaningless and would pin a local `npm start` to HTTPS. `isolateWindow`
 * (see isolatesWindow) is false only for public pages; every other answer keeps the policy.
 * `csp: false` is the Lighthouse bench's switch to measure what the policy costs.
 * @param {{ nonce?: string | undefined, https: boolean, csp?: boolean, isolateWindow?: boolean }} answer
 * @returns {Record<string, string>}
 */
export function securityHeaders({ nonce, https, csp = true, isolateWindow = true }) {
  return {
    ...(csp ? { 'content-security-policy': contentSecurityPolicy(nonce) } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(isolateWindow ? { 'cross-origin-opener-policy': 'same-origin' } : {}),
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Tags that get the nonce: scripts, and links (a preloaded script is checked like a script). */
const TAGS = ['<script', '<link'];
const TAG_PATTERN = /<(script|link)(?=[\s>/])/gi;
const LONGEST = Math.max(...TAGS.map((t) => t.length));

/**
 * Adds ` nonce="…"` to every `<script` and `<link` tag of streamed HTML, keeping a tag split
 * across two chunks whole: the end of a chunk that could still become a tag waits for the next.
 * Works on latin1 text, so a multi-byte character split across chunks passes through unchanged.
 * Next escapes `<` inside inline scripts and React escapes it in text, so every match is a tag.
 * @param {string} nonce
 */
export function nonceInjector(nonce) {
  let carry = '';
  const attribute = ` nonce="${nonce}"`;
  const inject = (/** @type {string} */ text) =>
    text.replace(TAG_PATTERN, (tag) => `${tag}${attribute}`);
  return new Transform({
    transform(chunk, _encoding, callback) {
      let text = carry + chunk.toString('latin1');
      carry = '';
      const lastOpen = text.lastIndexOf('<');
      if (lastOpen !== -1 && text.length - lastOpen <= LONGEST) {
        const tail = text.slice(lastOpen).toLowerCase();
        if (TAGS.some((tag) => tag.startsWith(tail))) {
          carry = text.slice(lastOpen);
          text = text.slice(0, lastOpen);
        }
      }
      callback(null, Buffer.from(inject(text), 'latin1'));
    },
    flush(callback) {
      callback(null, carry ? Buffer.from(inject(carry), 'latin1') : undefined);
    },
  });
}
