'use client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { isolated } from '@/i18n/bidi';
import { useWords } from '@/i18n/words';
import { isApiError } from '@/lib/api/api-error';
import { requestLoginCode, verifyLoginCode } from '@/lib/api/browser/auth';
import { writeSignedInHint } from '@/lib/session/signed-in-hint';
import { signInErrorKey } from './sign-in-errors';

/** A new code can be asked for this long after the last one, so a slow inbox is not flooded. */
const RESEND_AFTER_SECONDS = 30;

type Step = 'email' | 'code';
type Busy = 'sending' | 'verifying' | null;

interface Props {
  /** Already checked by safeNextPath on the server. */
  next: string;
  /** A guest's e-mail, so a traveller who bought as a guest does not type it again. */
  initialEmail?: string;
}

/**
 * E-mail, then the 6-digit code. Errors are announced in a live region and focus moves to the
 * field to fix; on success the whole page is loaded afresh at `next`, so every server component
 * renders with the new session cookie.
 */
export function SignInForm({ next, initialEmail = '' }: Props) {
  const t = useWords('account.signIn');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resendIn = useCountdown();
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), code: useId(), error: useId() };

  // The server found no account session for this page: drop a stale header hint.
  useEffect(() => writeSignedInHint(false), []);

  // Each step starts in its field, once it has rendered (not on the first load: no focus theft).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === 'code' ? codeInput : emailInput).current?.focus();
  }, [step]);

  function explain(failure: unknown) {
    const key = signInErrorKey(failure);
    if (key) setError(t(`errors.${key}`));
    else setError(isApiError(failure) ? failure.message : t('errors.unavailable'));
  }

  async function sendCode(isResend: boolean) {
    setBusy('sending');
    setError(null);
    setNotice(null);
    try {
      await requestLoginCode(email, t.locale);
      resendIn.start(RESEND_AFTER_SECONDS);
      setCode('');
      setStep('code');
      if (isResend) {
        setNotice(t('resent', { email: isolated(email, t.locale) }));
        codeInput.current?.focus();
      }
    } catch (failure) {
      explain(failure);
      (isResend ? codeInput : emailInput).current?.focus();
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setBusy('verifying');
    setError(null);
    setNotice(null);
    try {
      await verifyLoginCode(email, code);
      writeSignedInHint(true);
      window.location.assign(next);
      // Stay busy until the next page replaces this one.
    } catch (failure) {
      explain(failure);
      setBusy(null);
      codeInput.current?.focus();
      codeInput.current?.select();
    }
  }

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};

  return (
    <div>
      {step === 'email' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode(false);
          }}
          className="space-y-5"
        >
          <TextField
            ref={emailInput}
            id={ids.email}
            label={t('emailLabel')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...invalid}
          />
          <Button type="submit" size="lg" block disabled={busy !== null} aria-busy={busy !== null}>
            {busy === 'sending' ? t('sending') : t('sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} className="space-y-5">
          <div>
            <h2 className="text-lg font-semibold text-ink">{t('codeTitle')}</h2>
            <p className="mt-1 text-slate-600">
              {t('codeSentTo', { email: isolated(email, t.locale) })}
            </p>
          </div>
          <TextField
            ref={codeInput}
            id={ids.code}
            label={t('codeLabel')}
            hint={t('codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
            value={code}
            // Pasted codes often carry spaces ("123 456"): keep the digits only. No maxLength: the
            // browser would cut the pasted text at 6 characters, dropping the last digit.
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputClassName="font-semibold tracking-[0.5em] tabular-nums"
            {...invalid}
            aria-describedby={[error ? ids.error : '', `${ids.code}-hint`]
              .filter(Boolean)
              .join(' ')}
          />
          <Button type="submit" size="lg" block disabled={busy !== null} aria-busy={busy !== null}>
            {busy === 'verifying' ? t('verifying') : t('verify')}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="quiet"
              disabled={busy !== null || resendIn.seconds > 0}
              onClick={() => void sendCode(true)}
            >
              {resendIn.seconds > 0 ? t('resendIn', { seconds: resendIn.seconds }) : t('resend')}
            </Button>
            <Button
              variant="quiet"
              disabled={busy !== null}
              onClick={() => {
                setStep('email');
                setError(null);
                setNotice(null);
              }}
            >
              {t('changeEmail')}
            </Button>
          </div>
        </form>
      )}
      {/* Always in the page, so screen readers announce each new message when it is set. */}
      <div aria-live="assertive" aria-atomic="true">
        {error && (
          <p
            id={ids.error}
            className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {error}
          </p>
        )}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {notice && (
          <p className="mt-5 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink">
            {notice}
          </p>
        )}
      </div>
    </div>
  );
}

/** Whole seconds left until `start(seconds)` runs out; 0 when idle. */
function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return {
    seconds: Math.max(0, Math.ceil((endsAt - now) / 1000)),
    start(seconds: number) {
      setNow(Date.now());
      setEndsAt(Date.now() + seconds * 1000);
    },
  };
}
