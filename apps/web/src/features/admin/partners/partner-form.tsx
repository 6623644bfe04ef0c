'use client';
import type { AdminPartnerSchema } from '@tern/contracts';
import { formatDataAmount } from '@tern/domain';
import { useRouter } from 'next/navigation';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, ErrorSummary, FieldError, Select, TextField } from '@/components/ui/form';
import { createPartner, updatePartner } from '@/lib/api/browser/admin';
import type { Parsed } from '@/lib/api/browser/contracts';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { submitFailure } from '../submit-failure';
import { useFormFeedback } from '../use-form-feedback';
import { FormDefinitionEditor } from './form-definition-editor';
import { LogoInput } from './logo-input';
import {
  definitionProblems,
  newPartnerForm,
  type PartnerFormErrors,
  type PartnerFormField,
  type PartnerFormValues,
  partnerBodyFromForm,
  partnerFieldOf,
  partnerFormOf,
} from './partner-form-state';

const FIELD_ORDER: PartnerFormField[] = [
  'partnerCode',
  'name',
  'logoUrl',
  'dataAmount',
  'destinationId',
  'title',
];
const fieldId = (field: PartnerFormField) => `partner-${field}`;

interface PartnerFormProps {
  /** The partner being edited; a new one when absent. */
  partner?: Parsed<typeof AdminPartnerSchema>;
  countries: readonly { id: string; name: string }[];
  /** The partner list, in the page's language, where a saved partner is shown. */
  listPath: string;
}

/**
 * A partner (spec §3): its code, name and logo, the free data it gives for one destination,
 * and the form its travellers fill in. The form's problems are shown as they arise, in the
 * domain's words, and the API refuses the same on save.
 */
export function PartnerForm({ partner, countries, listPath }: PartnerFormProps) {
  const router = useRouter();
  const problemsRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<PartnerFormValues>(() =>
    partner ? partnerFormOf(partner) : newPartnerForm(),
  );
  const { formRef, errors, setErrors, summary, message, show } = useFormFeedback(
    FIELD_ORDER,
    fieldId,
  );
  const [busy, setBusy] = useState(false);
  const problems = useMemo(() => definitionProblems(values.fields), [values.fields]);
  const set = <K extends keyof PartnerFormValues>(field: K, value: PartnerFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const built = partnerBodyFromForm(values);
    const found: PartnerFormErrors = 'errors' in built ? { ...built.errors } : {};
    if (!partner && !values.partnerCode.trim()) found.partnerCode = 'Partner code is required';
    if (Object.keys(found).length > 0 || !('body' in built)) return show(found, null);
    if (problems.length > 0) {
      show({}, null);
      problemsRef.current?.focus();
      return;
    }
    setBusy(true);
    show({}, null);
    try {
      if (partner) await updatePartner(partner.partnerCode, built.body);
      else
        await createPartner(
          { ...built.body, partnerCode: values.partnerCode.trim().toUpperCase() },
          newIdempotencyKey(),
        );
      router.push(listPath);
      router.refresh();
    } catch (failure) {
      setBusy(false);
      const { fieldErrors, message: text } = submitFailure(
        failure,
        partnerFieldOf,
        'The partner could not be saved. Please try again.',
      );
      show(fieldErrors, text);
    }
  }

  const dataAmount = Number(values.dataAmount);
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="max-w-4xl space-y-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="partner-form"
    >
      <ErrorSummary
        title="There is a problem"
        problems={summary}
        message={message}
        testId="partner-form-error"
      />
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-ink">The partner</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {partner ? (
            <div>
              <p className="text-sm font-semibold text-ink">Partner code</p>
              <p className="mt-2 font-mono font-bold">{partner.partnerCode}</p>
            </div>
          ) : (
            <TextField
              id={fieldId('partnerCode')}
              label="Partner code"
              hint="2 to 32 letters, digits or hyphens: what travellers type"
              maxLength={32}
              value={values.partnerCode}
              onChange={(event) => set('partnerCode', event.target.value)}
              error={errors.partnerCode}
              inputClassName="uppercase"
              autoComplete="off"
              spellCheck={false}
            />
          )}
          <TextField
            id={fieldId('name')}
            label="Name"
            maxLength={80}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
          />
        </div>
        <LogoInput
          id={fieldId('logoUrl')}
          value={values.logoUrl}
          partnerName={values.name}
          error={errors.logoUrl}
          onChange={(logo) => {
            if ('error' in logo) setErrors((current) => ({ ...current, logoUrl: logo.error }));
            else {
              set('logoUrl', logo.dataUrl);
              setErrors((current) => ({ ...current, logoUrl: undefined }));
            }
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId('dataAmount')}
            label="Free data (MB)"
            hint={
              Number.isInteger(dataAmount) && dataAmount > 0
                ? `${formatDataAmount(dataAmount)} of data, 100 to 100000 MB`
                : '100 to 100000 MB (1000 MB is 1 GB)'
            }
            inputMode="numeric"
            value={values.dataAmount}
            onChange={(event) => set('dataAmount', event.target.value)}
            error={errors.dataAmount}
          />
          <div>
            <Select
              id={fieldId('destinationId')}
              label="Destination"
              showLabel
              className="mt-1 w-full"
              value={values.destinationId}
              onChange={(event) => set('destinationId', event.target.value)}
              aria-invalid={errors.destinationId ? true : undefined}
              aria-describedby={
                errors.destinationId ? `${fieldId('destinationId')}-error` : undefined
              }
              options={[
                { value: '', label: 'Choose a country' },
                ...countries.map((country) => ({ value: country.id, label: country.name })),
              ]}
            />
            <FieldError id={`${fieldId('destinationId')}-error`} text={errors.destinationId} />
          </div>
        </div>
        <Checkbox
          id="partner-active"
          label="Active: travellers can redeem this partner's codes"
          checked={values.active}
          onChange={(event) => set('active', event.target.checked)}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-ink">The partner's form</legend>
        <TextField
          id={fieldId('title')}
          label="Form title"
          maxLength={120}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <FormDefinitionEditor fields={values.fields} onChange={(fields) => set('fields', fields)} />
      </fieldset>

      <div
        ref={problemsRef}
        tabIndex={-1}
        aria-live="polite"
        className="outline-none"
        data-testid="form-problems"
      >
        {problems.length > 0 ? (
          <div className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="font-semibold">The form cannot be saved yet:</p>
            <ul className="mt-1 list-disc space-y-1 ps-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : partner ? 'Save the partner' : 'Create the partner'}
        </Button>
      </div>
    </form>
  );
}
