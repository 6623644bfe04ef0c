// @ts-check
// The request's address as the rules and Next read it: Next answers a path or query it cannot
// decode with a 500, so those are refused here.

export const URL_LIMIT = 8 * 1024;

/**
 * @typedef {{ path: string, target: string }} Target `path`: for the rules; `target`: for Next.
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
 * Whether the path and query are well-formed percent-encoded UTF-8 with no control characters.
 * @param {string} target
 */
function isReadableTarget(target) {
  const question = target.indexOf('?');
  const path = question === -1 ? target : target.slice(0, question);
  const query = question === -1 ? '' : target.slice(question + 1);
  try {
    const decodedPath = decodeURIComponent(path);
    if (hasControlCharacter(decodedPath) || decodedPath.includes('\\')) return false;
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The request-target (`req.url`) as the rules and Next read it, or the status that refuses it.
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
  if (!target.startsWith('/') || target.startsWith('//')) return { refuse: 400 };
  if (!isReadableTarget(target)) return { refuse: 400 };
  return { path: target.split('?', 1)[0] ?? '', target };
}
