'use client';
import type { ItineraryUnlockBody } from '@tern/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { useWords } from '@/i18n/words';
import { isApiError } from '@/lib/api/api-error';
import { unlockItinerary } from '@/lib/api/browser/itinerary-unlock';
import { readChosenCountry } from '@/lib/chosen-country';
import { InstagramIcon } from './instagram-icon';
import { type InstagramOutcome, instagramOutcome } from './instagram-outcome';
import { loadTraveller } from './traveller-state';
import { signInHref, type UnlockAction, unlockAction } from './unlock-action';

export interface UnlockPromptProps {
  /** This page and the sign-in page, in the page's language. */
  landingPath: string;
  signInPath: string;
}

/** Only a traveller who has unlocked needs the code panel and its copy button. */
const UnlockedPanel = lazy(() => import('./unlocked-panel'));

const OUTCOME_STYLE: Record<InstagramOutcome, string> = {
  linked: 'bg-emerald-50 text-emerald-800',
  denied: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
  taken: 'bg-amber-50 text-amber-900',
  guest: 'bg-amber-50 text-amber-900',
};

/** The destination chosen last (spec §3), where the free data will be for; none when unknown. */
function chosenTrip(): ItineraryUnlockBody {
  try {
    return readChosenCountry(window.localStorage) ?? {};
  } catch {
    return {}; // blocked storage: the default country's free data
  }
}

/**
 * The unlock prompt's action (spec §2): link Instagram, sign in, unlock with the e-mail sign-in,
 * or the free data code once unlocked; and how an Instagram round trip ended (?instagram=).
 * Until the API has answered it offers signing in, which also works without JavaScript.
 */
export function UnlockPrompt({ landingPath, signInPath }: UnlockPromptProps) {
  const t = useWords('itineraryLanding.unlock');
  const outcomes = useWords('itineraryLanding.instagram');
  const [action, setAction] = useState<UnlockAction | null>(null);
  const [outcome, setOutcome] = useState<InstagramOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const found = instagramOutcome(window.location.search);
    if (found) {
      setOutcome(found);
      // Said once: a reload or a shared link must not repeat it.
      const url = new URL(window.location.href);
      url.searchParams.delete('instagram');
      window.history.replaceState(window.history.state, '', url);
    }
    let stale = false;
    loadTraveller().then((state) => {
      // A guest checkout's session was sent back: signing in is the way on, as when signed out.
      const signedIn = found === 'guest' ? false : state.signedIn;
      if (!stale)
        setAction(unlockAction({ ...state, signedIn }, landingPath, signInPath, chosenTrip()));
    });
    return () => {
      stale = true;
    };
  }, [landingPath, signInPath]);

  async function unlock() {
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await unlockItinerary(chosenTrip());
      setAction(unlockAction({ signedIn: true, unlock: data }, landingPath, signInPath));
    } catch (error) {
      // The session ended meanwhile, or a guest session cannot unlock: sign in, then come back.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        window.location.assign(signInHref(signInPath, landingPath));
        return;
      }
      console.error('[itinerary] unlocking failed', error);
      setFailed(true);
    }
    setBusy(false);
  }

  const button = buttonClasses({ size: 'lg' });
  return (
    <div className="mt-5 min-h-16" data-testid="unlock-prompt">
      {outcome ? (
        <p
          role={outcome === 'linked' ? 'status' : 'alert'}
          className={`mb-4 rounded-xl px-3 py-2 text-sm font-semibold ${OUTCOME_STYLE[outcome]}`}
          data-testid="instagram-outcome"
        >
          {outcomes(outcome)}
        </p>
      ) : null}
      {action?.kind === 'unlocked' ? (
        <Suspense fallback={null}>
          <UnlockedPanel action={action} />
        </Suspense>
      ) : action?.kind === 'instagram' ? (
        <>
          <a href={action.href} className={`${button} gap-2`}>
            <InstagramIcon className="size-5" />
            {t('linkInstagram')}
          </a>
          {action.signInFirst ? (
            <p className="mt-2 text-sm text-slate-600">{t('signInFirst')}</p>
          ) : null}
        </>
      ) : action?.kind === 'email-unlock' ? (
        <>
          <button
            type="button"
            onClick={unlock}
            disabled={busy}
            aria-busy={busy}
            className={button}
          >
            {busy ? t('unlocking') : t('unlockEmail')}
          </button>
          <p className="mt-2 text-sm text-slate-600">{t('emailInstead')}</p>
          {failed ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {t('failed')}
            </p>
          ) : null}
        </>
      ) : action?.kind === 'unavailable' ? (
        <p role="status" className="text-sm text-slate-700">
          {t('unavailable')}
        </p>
      ) : (
        // Not known yet (and the page without JavaScript): signing in is always a way on.
        <>
          <a
            href={action?.href ?? signInHref(signInPath, landingPath)}
            className={button}
            data-testid="unlock-sign-in"
          >
            {t('signInEmail')}
          </a>
          {action?.emailUnlocks ? (
            <p className="mt-2 text-sm text-slate-600">{t('emailInstead')}</p>
          ) : null}
        </>
      )}
    </div>
  );
}
