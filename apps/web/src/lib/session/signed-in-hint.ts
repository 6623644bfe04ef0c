/**
 * A non-secret, script-readable hint that this browser signed in to an account. The session
 * itself stays in the httpOnly cookie; the hint only lets the statically generated header show
 * "My eSIMs" instead of "Sign in" without asking the server on every page. A stale hint is
 * harmless: /profile shows the sign-in form to anyone without a valid session, and /sign-in
 * corrects the hint whenever it sees the real session state.
 */
export const SIGNED_IN_HINT_COOKIE = 'tern_signed_in';

/** As long as a session can last (SESSION_DAYS' default); the session itself decides. */
const HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

export function writeSignedInHint(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = signedIn ? `max-age=${HINT_MAX_AGE_SECONDS}` : 'max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line hint; the Cookie Store API is not in every browser we support.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}; path=/; ${lifetime}; SameSite=Lax${secure}`;
}
