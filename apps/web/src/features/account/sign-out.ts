import { browserPost } from '@/lib/api/browser';
import { clearPersonalCache } from './personal-cache';
import { writeSignedInHint } from './session-hint';

/**
 * Ends the session on the server, forgets what this browser kept for the traveller, then loads
 * the home page afresh so nothing rendered for them stays on screen. Throws (and stays) when the
 * server could not be told, so the traveller is never shown "signed out" while still signed in.
 */
export async function signOut(homeHref: string): Promise<void> {
  await browserPost<unknown>('/auth/sign-out', {});
  writeSignedInHint(false);
  await clearPersonalCache().catch(() => {
    // Cache Storage can be unavailable (private windows); there is nothing in it then.
  });
  window.location.assign(homeHref);
}
