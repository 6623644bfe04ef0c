/**
 * Where to go after signing in, from the `?next=` the linking page gave. Only a path on this site
 * is followed: "https://evil.example", "//evil.example" and "/\evil.example" (which browsers read
 * as another host) fall back, so a sign-in link can never be turned into a redirect elsewhere.
 */
export function safeNextPath(raw: string | string[] | undefined, fallback: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Tabs and newlines are dropped by URL parsers ("/\t/evil.example" is "//evil.example").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  const base = 'http://tern.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
