'use client';
import { useEffect, useState } from 'react';
import { writeSignedInHint } from '@/lib/session/signed-in-hint';
import { signOut } from './sign-out';

interface Props {
  homeHref: string;
  labels: { signOut: string; signingOut: string; failed: string };
}

/** Sign-out for a page that knows the traveller is signed in; strings come from the server. */
export function SignOutButton({ homeHref, labels }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The server saw a session: make the header's hint agree (it may predate this browser's hint).
  useEffect(() => writeSignedInHint(true), []);

  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await signOut(homeHref);
          } catch {
            setFailed(true);
            setBusy(false);
          }
        }}
        className="inline-flex h-12 items-center justify-center rounded-full border border-slate-300 bg-white px-6 font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? labels.signingOut : labels.signOut}
      </button>
      <div aria-live="assertive">
        {failed && <p className="mt-3 text-sm text-red-800">{labels.failed}</p>}
      </div>
    </div>
  );
}
