/**
 * Social sign-in, used to link an account that unlocks the custom itinerary. Built in: none is
 * needed, since signing in with an e-mail unlocks the same; the real adapter is Instagram OAuth.
 */
export interface SocialIdentity {
  /** The provider's stable id of the account, as a string (ids can exceed 2^53). */
  id: string;
  username: string | null;
}

export interface SocialSignInProvider {
  readonly name: 'instagram';
  /** Where to send the traveller to consent; `state` comes back to the callback untouched. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Trades the callback's code for the account it belongs to. Fails with SocialSignInError. */
  identify(input: { code: string; redirectUri: string }): Promise<SocialIdentity>;
}

/** The provider refused or failed; `reason` is safe to log (never a token, code or secret). */
export class SocialSignInError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} sign-in failed: ${reason}`);
  }
}
