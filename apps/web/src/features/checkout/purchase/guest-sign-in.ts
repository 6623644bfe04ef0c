'use client';
import { writeSignedInHint } from '@/features/account';
import { signInAsGuest as signInAsGuestWithApi } from '@/lib/api/browser/auth';
import { type GuestDetails, guestLoginBody } from './guest-details';

/**
 * Spec §6: logs in as a guest; the API sets the httpOnly session cookie. Kept apart from the
 * other purchase steps because it pulls in the phone rules, which destination pages load only
 * with the guest dialog.
 */
export async function signInAsGuest(details: GuestDetails): Promise<void> {
  await signInAsGuestWithApi(guestLoginBody(details));
  // A guest has a session too: the header offers "My eSIMs" from now on, so the eSIM bought
  // next is one click away.
  writeSignedInHint(true);
}
