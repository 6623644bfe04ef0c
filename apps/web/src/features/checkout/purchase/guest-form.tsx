'use client';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type FieldProblem, PhoneField, TextField } from '@/components/ui/form';
import type { Deliverable } from '@/features/order-lines/messages';
import { useWords } from '@/i18n/words';
import { fieldProblems } from '@/lib/forms/field-problems';
import { callingCodeOf, callingCodeOptions, defaultCallingRegion } from '@/lib/phone/calling-codes';
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
  /** What the e-mail is for ("Where we send your e-pass"): deliverableOf the order's lines. */
  deliverable: Deliverable | 'order';
}

const FIELD_ORDER: GuestField[] = ['fullName', 'email', 'phoneNumber'];

/**
 * Full name, e-mail (where the eSIM or e-pass goes) and phone with its calling code, checked in the
 * browser with the same phone rule as the API before anything is sent.
 */
export function GuestForm({
  onSubmit,
  submitLabel,
  busyLabel,
  secondaryAction,
  autoFocusName = false,
  deliverable,
}: GuestFormProps) {
  const t = useWords('checkout.guest');
  const { locale } = t;
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
  // The errors of the last submit, listed at the top of the form until the next one.
  const [summary, setSummary] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);

  const fieldId = (field: string) => `${id}-${field}`;
  const label = { fullName: t('fullName'), email: t('email'), phoneNumber: t('phone') };
  /** A field's error in words, from this render's errors or a submit's fresh ones. */
  const errorText = (field: GuestField, from: GuestErrors = errors) => {
    const error = from[field];
    if (!error) return null;
    return error === 'required' ? t('required', { field: label[field] }) : t(error);
  };

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
    const problems = fieldProblems(FIELD_ORDER, (field) => errorText(field, found), fieldId);
    setErrors(found);
    setSummary(problems);
    setFailure(null);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await onSubmit(details);
    } catch (error) {
      console.error('[purchase] guest sign-in failed', error);
      setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="guest-form">
      <ErrorSummary
        title={t('errorSummary')}
        problems={summary}
        message={failure}
        testId="guest-failure"
      />
      <TextField
        id={fieldId('fullName')}
        label={label.fullName}
        error={errorText('fullName')}
        name="fullName"
        autoComplete="name"
        maxLength={100}
        required
        // The dialog opens for this field; on the page, focus stays where the traveller is.
        autoFocus={autoFocusName}
      />
      <TextField
        id={fieldId('email')}
        label={label.email}
        hint={t(`emailHint.${deliverable}`)}
        error={errorText('email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
      />
      <PhoneField
        id={fieldId('phoneNumber')}
        label={label.phoneNumber}
        hint={t('phoneHint')}
        error={errorText('phoneNumber')}
        callingCode={{
          label: t('callingCode'),
          name: 'callingRegion',
          value: region,
          options: options.map((option) => ({ value: option.region, label: option.label })),
          onChange: (value) => {
            chosen.current = true;
            setRegion(value);
          },
        }}
        number={{ name: 'phoneNumber', maxLength: 20, required: true }}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="px-6"
          data-testid="guest-submit"
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
