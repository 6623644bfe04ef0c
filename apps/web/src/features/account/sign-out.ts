import { clearPersonalCache } from '@/features/offline';
import { signOut as signOutOfApi } from '@/lib/api/browser/auth';
import { writeSignedInHint } from '@/lib/session/signed-in-hint';

/**
 * Ends the session on the server, forgets what this browser kept for the traveller, then loads
 * the home page afresh so nothing rendered for them stays on screen. Throws (and stays) when the
 * server could not be told, so the traveller is never shown "signed out" while still signed in.
 */
export async function signOut(homeHref: string): Promise<void> {
  await signOutOfApi();
  writeSignedInHint(false);
  // Never throws: without Cache Storage (private windows) there is nothing kept to forget.
  await clearPersonalCache();
  window.location.assign(homeHref);
}
