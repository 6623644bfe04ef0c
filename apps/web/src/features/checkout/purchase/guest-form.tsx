'use client';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { callingCodeOf, callingCodeOptions, defaultCallingRegion } from './calling-codes';
import {
  type GuestDetails,
  type GuestErrors,
  type GuestField,
  validateGuestDetails,
} from './guest-details';

interface GuestFormProps {
  /** Signs the guest in (and whatever comes next); a thrown error is shown on the form. */
  onSubmit: (details: GuestDetails) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  /** Extra action beside submit, e.g. Cancel in the dialog. */
  secondaryAction?: React.ReactNode;
  /** Lets the caller put the first field in focus (the dialog does, the page does not). */
  autoFocusName?: boolean;
}

const FIELD_ORDER: GuestField[] = ['fullName', 'email', 'phoneNumber'];

const fieldClass =
  'block h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';
const inputClass = `${fieldClass} w-full`;

/**
 * Full name, e-mail (where the eSIM goes) and phone with its calling code, checked in the
 * browser with the same phone rule as the API before anything is sent.
 */
export function GuestForm({
  onSubmit,
  submitLabel,
  busyLabel,
  secondaryAction,
  autoFocusName = false,
}: GuestFormProps) {
  const t = useTranslations('checkout.guest');
  const locale = useLocale();
  const id = useId();
  const allOptions = useMemo(() => callingCodeOptions(locale), [locale]);
  // Region names come from the runtime's ICU data, which differs between Node and browsers; the
  // full list is rendered only in the browser so hydration always matches.
  const [mounted, setMounted] = useState(false);
  // The page language's default first, so server and browser render the same; the browser's
  // own languages refine it once mounted, unless the traveller has already chosen.
  const [region, setRegion] = useState(() => defaultCallingRegion([], locale));
  const chosen = useRef(false);
  useEffect(() => {
    setMounted(true);
    if (!chosen.current) setRegion(defaultCallingRegion(navigator.languages, locale));
  }, [locale]);
  const options = mounted ? allOptions : allOptions.filter((option) => option.region === region);
  const [errors, setErrors] = useState<GuestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  const fieldId = (field: string) => `${id}-${field}`;
  const label = { fullName: t('fullName'), email: t('email'), phoneNumber: t('phone') };
  const errorText = (field: GuestField) => {
    const error = errors[field];
    if (!error) return null;
    return error === 'required' ? t('required', { field: label[field] }) : t(error);
  };
  const describedBy = (field: GuestField, hint?: string) =>
    [hint, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const details: GuestDetails = {
      fullName: String(form.get('fullName') ?? ''),
      email: String(form.get('email') ?? ''),
      callingRegion: region,
      callingCode: callingCodeOf(region),
      phoneNumber: String(form.get('phoneNumber') ?? ''),
    };
    const found = validateGuestDetails(details);
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, found, fieldId)) return;
    setBusy(true);
    try {
      await onSubmit(details);
    } catch (error) {
      console.error('[purchase] guest sign-in failed', error);
      setFailure(t('failed'));
      // Moved into view and announced: the traveller must know the click did not work.
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" data-testid="guest-form">
      <div>
        <label htmlFor={fieldId('fullName')} className="block text-sm font-semibold text-ink">
          {label.fullName}
        </label>
        <input
          id={fieldId('fullName')}
          name="fullName"
          type="text"
          autoComplete="name"
          maxLength={100}
          required
          // biome-ignore lint/a11y/noAutofocus: the dialog opens for this field; focus belongs here
          autoFocus={autoFocusName}
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={describedBy('fullName')}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={`${fieldId('fullName')}-error`} text={errorText('fullName')} />
      </div>
      <div>
        <label htmlFor={fieldId('email')} className="block text-sm font-semibold text-ink">
          {label.email}
        </label>
        <p id={`${fieldId('email')}-hint`} className="text-sm text-slate-600">
          {t('emailHint')}
        </p>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', `${fieldId('email')}-hint`)}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={`${fieldId('email')}-error`} text={errorText('email')} />
      </div>
      <fieldset>
        <legend className="block text-sm font-semibold text-ink">{label.phoneNumber}</legend>
        <p id={`${fieldId('phoneNumber')}-hint`} className="text-sm text-slate-600">
          {t('phoneHint')}
        </p>
        {/* Stacked on phones, where a country name and a number cannot share one line. */}
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={fieldId('callingCode')} className="sr-only">
            {t('callingCode')}
          </label>
          <select
            id={fieldId('callingCode')}
            name="callingRegion"
            value={region}
            onChange={(event) => {
              chosen.current = true;
              setRegion(event.target.value);
            }}
            autoComplete="tel-country-code"
            className={`${fieldClass} w-full shrink-0 px-2 sm:w-56`}
          >
            {options.map((option) => (
              <option key={option.region} value={option.region}>
                {option.label}
              </option>
            ))}
          </select>
          <label htmlFor={fieldId('phoneNumber')} className="sr-only">
            {label.phoneNumber}
          </label>
          <input
            id={fieldId('phoneNumber')}
            name="phoneNumber"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
            required
            aria-invalid={errors.phoneNumber ? true : undefined}
            aria-describedby={describedBy('phoneNumber', `${fieldId('phoneNumber')}-hint`)}
            className={`${fieldClass} w-full min-w-0 sm:flex-1`}
          />
        </div>
        <FieldError id={`${fieldId('phoneNumber')}-error`} text={errorText('phoneNumber')} />
      </fieldset>
      {failure ? (
        <p
          ref={failureRef}
          role="alert"
          tabIndex={-1}
          className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700 outline-none"
          data-testid="guest-failure"
        >
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          data-testid="guest-submit"
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {text}
    </p>
  );
}
