/**
 * How the Instagram OAuth flow ended: the API sends the traveller back with ?instagram=.
 * `taken`: the account is linked to another traveller (or this one linked another account);
 * `guest`: a guest checkout's session, which must sign in with an e-mail first.
 */
export const INSTAGRAM_OUTCOMES = ['linked', 'denied', 'failed', 'taken', 'guest'] as const;
export type InstagramOutcome = (typeof INSTAGRAM_OUTCOMES)[number];

/** The outcome in a query string ('?instagram=linked'); anything else is no outcome at all. */
export function instagramOutcome(search: string): InstagramOutcome | null {
  const value = new URLSearchParams(search).get('instagram');
  return (INSTAGRAM_OUTCOMES as readonly string[]).includes(value ?? '')
    ? (value as InstagramOutcome)
    : null;
}
