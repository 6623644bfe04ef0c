'use client';
import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';

export interface AccountEntryProps {
  /** Header pill (sm and up) or an item of the phone menu. */
  variant: 'bar' | 'menu';
  hrefs: { signIn: string; myEsims: string; home: string };
  labels: { signIn: string; myEsims: string; signOut: string };
}

// The hint changes only with a page load (sign-in and sign-out both navigate), so there is
// nothing to subscribe to; the server and the first client render always say "Sign in".
const subscribe = () => () => {};
const readHint = () => hasSignedInHint(document.cookie);
const serverHint = () => false;

const pill =
  'hidden h-10 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-flex';
const menuItem = 'block w-full rounded-xl px-3 py-2.5 text-start font-semibold hover:bg-slate-50';

/**
 * The header's account link. The header is on statically generated pages, so it cannot ask for
 * the session; this island reads the script-visible sign-in hint after hydration and swaps
 * "Sign in" for "My eSIMs" and "Sign out". It renders a link or two and loads the sign-out code
 * only when clicked, so every page pays a few hundred bytes for it.
 */
export function AccountEntry({ variant, hrefs, labels }: AccountEntryProps) {
  const signedIn = useSyncExternalStore(subscribe, readHint, serverHint);
  const [signingOut, setSigningOut] = useState(false);

  const linkClass = variant === 'bar' ? pill : `${menuItem} text-brand-700`;
  if (!signedIn) {
    return (
      <Link href={hrefs.signIn} className={linkClass}>
        {labels.signIn}
      </Link>
    );
  }

  const signOutButton = (
    <button
      type="button"
      disabled={signingOut}
      onClick={async () => {
        setSigningOut(true);
        const { signOut } = await import('./sign-out');
        // On failure the traveller is still signed in: stay, and let them try again.
        await signOut(hrefs.home).catch(() => setSigningOut(false));
      }}
      className={
        variant === 'bar'
          ? 'hidden h-10 items-center rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink disabled:opacity-60 lg:inline-flex'
          : `${menuItem} text-slate-700 disabled:opacity-60`
      }
    >
      {labels.signOut}
    </button>
  );

  return (
    <>
      <Link href={hrefs.myEsims} className={linkClass}>
        {labels.myEsims}
      </Link>
      {signOutButton}
    </>
  );
}
