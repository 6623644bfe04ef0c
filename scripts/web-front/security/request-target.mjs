// @ts-check
// The request's address as every guard and Next read it. Next and the API decode percent-encoding
// and resolve dot-segments before they route, so a guard that tests the address as sent is
// bypassed by `/api/v1/%64ev/outbox` or `/api/v1/x/../dev/outbox` (issue 21). The path is
// decoded once and normalised here, the guards test that, and Next is sent exactly that.

export const URL_LIMIT = 8 * 1024;

/**
 * @typedef {{ path: string, target: string }} Target `path`: decoded and normalised, for the
 *   guards; `target`: that path re-encoded, with the query as sent, for Next.
 * @typedef {{ refuse: 400 | 414 }} Refusal
 */

/** @param {string} text */
function hasControlCharacter(text) {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The path decoded once, or undefined when it cannot be read as one path: bad percent-encoding,
 * control characters, raw 8-bit bytes (a request-target is ASCII, RFC 9112 §3.2), an encoded
 * slash or backslash (it would split a segment in two for whoever decodes again), or a `%` left
 * after decoding (double encoding: a hop that decodes twice would see another path).
 * @param {string} rawPath
 */
function decodePath(rawPath) {
  if (/[^\x21-\x7e]|%(2f|5c)/i.test(rawPath)) return undefined;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (hasControlCharacter(decoded) || /[\\%]/.test(decoded)) return undefined;
  return decoded;
}

/**
 * Resolves `.` and `..` (RFC 3986 §5.2.4, never above the root) and collapses repeated slashes;
 * a trailing slash stays, for Next to redirect as it does.
 * @param {string} path a decoded path starting with `/`
 */
export function resolveSegments(path) {
  const segments = path.split('/').slice(1);
  /** @type {string[]} */
  const out = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '..') out.pop();
    if (segment === '..' || segment === '.' || segment === '') {
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}

/** Everything but RFC 3986's path characters is encoded again, `?` and `#` included. */
const ENCODED = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu;

/**
 * Whether the query is well-formed percent-encoded UTF-8 (Next would answer 500 otherwise). The
 * guards never read it, so it is passed on as sent.
 * @param {string} query
 */
function isReadableQuery(query) {
  try {
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The request-target (`req.url`) as guards and Next read it, or the status that refuses it.
 * @param {string} raw
 * @returns {Target | Refusal}
 */
export function readTarget(raw) {
  if (raw.length > URL_LIMIT) return { refuse: 414 };
  let target = raw;
  // Absolute-form (GET http://host/path) is for proxies; only its path is served.
  if (/^https?:\/\//i.test(target)) {
    try {
      const parsed = new URL(target);
      target = parsed.pathname + parsed.search;
    } catch {
      return { refuse: 400 };
    }
  }
  // `//host/…` reads as another site to anything that resolves it as a URL.
  if (!target.startsWith('/') || target.startsWith('//')) return { refuse: 400 };
  const question = target.indexOf('?');
  const rawPath = question === -1 ? target : target.slice(0, question);
  const query = question === -1 ? '' : target.slice(question);
  const decoded = decodePath(rawPath);
  if (decoded === undefined || !isReadableQuery(query.slice(1))) return { refuse: 400 };
  const path = resolveSegments(decoded);
  // Next is sent the normalised path rather than refused the other spellings: both then read the
  // same path, and a browser's own spelling of a legitimate address still works.
  return { path, target: path.replace(ENCODED, encodeURIComponent) + query };
}
