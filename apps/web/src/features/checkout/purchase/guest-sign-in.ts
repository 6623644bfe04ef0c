'use client';
import { writeSignedInHint } from '@/features/account';
import { browserPost } from '@/lib/api/browser';
import { type GuestDetails, guestLoginBody } from './guest-details';

/**
 * Spec §6: logs in as a guest; the API sets the httpOnly session cookie. Kept apart from the
 * other purchase steps because it pulls in the phone rules, which destination pages load only
 * with the guest dialog.
 */
export async function signInAsGuest(details: GuestDetails): Promise<void> {
  await browserPost('/auth/guest', guestLoginBody(details));
  // A guest has a session too: the header offers "My eSIMs" from now on, so the eSIM bought
  // next is one click away.
  writeSignedInHint(true);
}
