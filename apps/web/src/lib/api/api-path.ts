/** Percent-encoding nested deeper than this is refused rather than unwrapped further. */
const MAX_DECODINGS = 4;

/**
 * The path as any reader down the line could take it: percent-decoded until it stops changing
 * (the API decodes once, a proxy between may decode again), dot segments resolved and doubled
 * slashes collapsed (as URL parsers and routers may), lower-cased (for comparing only). null when
 * it cannot be read: broken encoding, control characters, a backslash, encoding nested too deep.
 */
export function normaliseApiPath(pathname: string): string | null {
  let decoded = pathname;
  for (let round = 0; ; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    if (round === MAX_DECODINGS) return null;
    decoded = next;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * What the web origin's /api/* forwarder may pass on: the versioned API, and never the dev outbox
 * (sign-in and activation codes), however the path is spelt (issue 21: /api/v1/%64ev/outbox).
 */
export function forwardablePath(pathname: string): 'ok' | 'unreadable' | 'not-found' {
  const path = normaliseApiPath(pathname);
  if (path === null) return 'unreadable';
  if (!path.startsWith('/api/v1/') || path === '/api/v1/dev' || path.startsWith('/api/v1/dev/')) {
    return 'not-found';
  }
  return 'ok';
}
