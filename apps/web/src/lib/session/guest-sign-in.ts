'use client';
import { signInAsGuest as signInAsGuestWithApi } from '@/lib/api/browser/auth';
import { type GuestDetails, guestLoginBody } from './guest-login';
import { writeSignedInHint } from './signed-in-hint';

/**
 * Spec §6: logs in as a guest; the API sets the httpOnly session cookie. Shared by checkout's
 * guest form and the promo form; returns the guest user, whose id a promo submission carries.
 */
export async function signInAsGuest(details: GuestDetails) {
  const session = await signInAsGuestWithApi(guestLoginBody(details));
  // A guest has a session too: the header offers "My eSIMs" from now on, so the eSIM bought
  // next is one click away.
  writeSignedInHint(true);
  return session.data.user;
}
