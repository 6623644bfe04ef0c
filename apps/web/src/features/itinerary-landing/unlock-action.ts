import type { ItineraryUnlock, ItineraryUnlockBody } from '@tern/contracts';

/** What the landing page knows about the visitor once its two calls have answered. */
export interface TravellerState {
  /** false: the API said there is no session (401); null: not known (a call failed). */
  signedIn: boolean | null;
  /** GET /itineraries/unlock; null when it gave no answer to read. */
  unlock: ItineraryUnlock | null;
}

/** The one thing the unlock prompt offers (spec §2: link Instagram to unlock). */
export type UnlockAction =
  | {
      kind: 'unlocked';
      via: ItineraryUnlock['via'];
      rewardCode: string | null;
      instagramUsername: string | null;
    }
  /** The OAuth start, through the sign-in page first when signed out. */
  | { kind: 'instagram'; href: string; signInFirst: boolean }
  /**
   * Signing in first: the shop has no Instagram app, where signing in with an e-mail unlocks
   * the same (`emailUnlocks`), or the API could not say which way unlocks until signed in.
   */
  | { kind: 'email-sign-in'; href: string; emailUnlocks: boolean }
  | { kind: 'email-unlock' }
  | { kind: 'unavailable' };

/**
 * The API's Instagram start, on the web origin; it comes back to `returnTo` with ?instagram=.
 * The trip's country, when one was chosen, is where the free data will be for.
 */
export function instagramStartHref(returnTo: string, trip: ItineraryUnlockBody = {}): string {
  const query = new URLSearchParams({ returnTo });
  if (trip.countryId) query.set('countryId', trip.countryId);
  if (trip.countryName) query.set('countryName', trip.countryName);
  return `/api/v1/auth/instagram/start?${query}`;
}

/** The sign-in page (in the page's language), coming back to `next` (a path on this shop). */
export function signInHref(signInPath: string, next: string): string {
  return `${signInPath}?next=${encodeURIComponent(next)}`;
}

/**
 * Decides the prompt's action. `landingPath` is this page in its language ('/vi/itinerary'),
 * `signInPath` the sign-in page in it. Signed out, Instagram starts after signing in (the link
 * belongs to an account); with the e-mail method, signing in is the way. Signed in, the
 * Instagram link starts the OAuth flow and the e-mail method unlocks with one POST.
 */
export function unlockAction(
  { signedIn, unlock }: TravellerState,
  landingPath: string,
  signInPath: string,
  trip: ItineraryUnlockBody = {},
): UnlockAction {
  if (unlock?.unlocked) {
    return {
      kind: 'unlocked',
      via: unlock.via,
      rewardCode: unlock.rewardCode,
      instagramUsername: unlock.instagramUsername,
    };
  }
  const method = unlock?.method ?? null;
  if (signedIn === false) {
    return method === 'instagram'
      ? {
          kind: 'instagram',
          href: signInHref(signInPath, instagramStartHref(landingPath, trip)),
          signInFirst: true,
        }
      : {
          kind: 'email-sign-in',
          href: signInHref(signInPath, landingPath),
          emailUnlocks: method === 'email',
        };
  }
  if (method === 'instagram') {
    return { kind: 'instagram', href: instagramStartHref(landingPath, trip), signInFirst: false };
  }
  return method === 'email' ? { kind: 'email-unlock' } : { kind: 'unavailable' };
}
