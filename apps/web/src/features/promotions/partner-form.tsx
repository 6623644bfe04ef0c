'use client';
import type { PromoField } from '@tern/contracts';
import { PROMO_EXCLUDED_COUNTRY } from '@tern/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type FieldProblem } from '@/components/ui/form';
import { useWords } from '@/i18n/words';
import { fieldProblems } from '@/lib/forms/field-problems';
import { callingCodeOptions } from '@/lib/phone/calling-codes';
import { PartnerField } from './partner-field';
import {
  emptyPartnerForm,
  guestDetailsOf,
  hasInvalidPhone,
  type PartnerFormInput,
  partnerFieldError,
  partnerFormErrors,
  submissionBody,
} from './partner-form-values';
import { PartnerHeader } from './partner-header';
import type { PartnerStep, Submission } from './promo-steps';
import { submitPartnerForm } from './submit-partner-form';
import { useFocusOnShow } from './use-focus-on-show';

interface PartnerFormProps {
  step: PartnerStep;
  onToast: (text: string) => void;
  onSubmitted: (submission: Submission) => void;
}

/**
 * The partner form (spec §3, §5, §6), built from the partner's definition. A field's error shows
 * once it has been left or the form sent; the API's own field errors show until edited.
 */
export default function PartnerForm({ step, onToast, onSubmitted }: PartnerFormProps) {
  const t = useWords('promotions.form');
  const { fields } = step.details.form;
  const formId = useId();
  const idOf = (fieldId: string) => `${formId}-${fieldId}`;
  const [input, setInput] = useState<PartnerFormInput>(() => emptyPartnerForm(fields));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The errors of the last submit, listed at the top of the form until the next one.
  const [summary, setSummary] = useState<FieldProblem[]>([]);
  const headerRef = useFocusOnShow<HTMLDivElement>(true);

  const options = useMemo(() => {
    // Names in the page's language (Intl.DisplayNames); spec §5: Vietnam is no choice.
    const regions = callingCodeOptions(t.locale);
    return {
      callingCodes: regions.map((r) => ({ value: r.region, label: r.label })),
      countries: regions
        .filter((r) => r.region !== PROMO_EXCLUDED_COUNTRY)
        .map((r) => ({ value: r.region, label: r.name })),
    };
  }, [t.locale]);

  const errorOf = (field: PromoField) =>
    serverErrors[field.id] ??
    (touched.has(field.id) ? partnerFieldError(field, fields, input) : null);
  const order = fields.map((f) => f.id);
  const edit = (fieldId: string, change: (input: PartnerFormInput) => PartnerFormInput) => {
    setInput(change);
    setServerErrors(({ [fieldId]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTouched(new Set(fields.map((f) => f.id)));
    setServerErrors({});
    const errors = partnerFormErrors(fields, input);
    const problems = fieldProblems(order, (fieldId) => errors[fieldId], idOf);
    setSummary(problems);
    if (problems.length > 0) {
      // Spec §5: an invalid phone number is also said in a toast.
      if (hasInvalidPhone(fields, input)) onToast(t('invalidPhone'));
      return;
    }
    const guest = guestDetailsOf(input);
    setBusy(true);
    const outcome = await submitPartnerForm(
      (userId) => ({ ...submissionBody(step, fields, input, userId), locale: t.locale }),
      guest,
    );
    setBusy(false);
    if (outcome.kind === 'submitted') {
      return onSubmitted({ orderId: outcome.orderId, email: guest.email });
    }
    setServerErrors(outcome.fieldErrors);
    const refused = fieldProblems(order, (fieldId) => outcome.fieldErrors[fieldId], idOf);
    setSummary(refused);
    onToast(outcome.message ?? t('failed'));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="partner-form">
      <div ref={headerRef} tabIndex={-1} className="outline-none">
        <PartnerHeader partner={step.details.partner} />
      </div>
      <ErrorSummary title={t('errorSummary')} problems={summary} />
      {fields.map((field) => (
        <PartnerField
          key={field.id}
          field={field}
          id={idOf(field.id)}
          value={input.values[field.id] ?? ''}
          error={errorOf(field)}
          onChange={(value) =>
            edit(field.id, (current) => ({
              ...current,
              values: { ...current.values, [field.id]: value },
            }))
          }
          onBlur={() => setTouched((current) => new Set(current).add(field.id))}
          region={input.regions[field.id] ?? ''}
          onRegion={(region) =>
            edit(field.id, (current) => ({
              ...current,
              regions: { ...current.regions, [field.id]: region },
            }))
          }
          options={options}
        />
      ))}
      <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
