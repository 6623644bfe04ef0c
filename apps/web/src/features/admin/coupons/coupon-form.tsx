'use client';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, TextField } from '@/components/ui/form';
import { createCoupon, createCouponBatch } from '@/lib/api/browser/admin';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { submitFailure } from '../submit-failure';
import { useFormFeedback } from '../use-form-feedback';
import { CouponCreated, type CreatedCodes } from './coupon-created';
import {
  batchCount,
  type CouponFormErrors,
  type CouponFormField,
  type CouponFormValues,
  couponFieldOf,
  couponTermsFromForm,
  EMPTY_COUPON_FORM,
} from './coupon-form-state';
import { CouponTermsFields, fieldId } from './coupon-terms-fields';

/** Fields in reading order, as the error summary lists the wrong ones. */
const FIELD_ORDER: CouponFormField[] = [
  'code',
  'count',
  'prefix',
  'description',
  'percentOff',
  'amountOff',
  'freeBundleId',
  'partnerCode',
  'minSpend',
  'maxRedemptions',
  'maxPerTraveller',
  'startsAt',
  'endsAt',
  'destinationIds',
  'productRefs',
  'siteIds',
];

interface CouponFormProps {
  kinds: readonly string[];
  partners: readonly { partnerCode: string; name: string }[];
  /** The coupon list, in the page's language. */
  listPath: string;
}

/**
 * /admin/coupons/new: one code (typed, or random when left empty), or a batch of random
 * single-use codes to hand out, downloaded as CSV. Both take the same terms.
 */
export function CouponForm({ kinds, partners, listPath }: CouponFormProps) {
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const { formRef, errors, summary, message, show } = useFormFeedback(FIELD_ORDER, fieldId);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedCodes | null>(null);

  const set = <K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const read = couponTermsFromForm(values);
    const count = values.mode === 'batch' ? batchCount(values) : null;
    const found: CouponFormErrors = 'errors' in read ? { ...read.errors } : {};
    if (count && 'error' in count) found.count = count.error;
    if (!('terms' in read) || Object.keys(found).length > 0) return show(found, null);
    setBusy(true);
    show({}, null);
    try {
      if (count && 'value' in count) {
        const { data } = await createCouponBatch(
          { ...read.terms, count: count.value, prefix: values.prefix.trim().toUpperCase() },
          newIdempotencyKey(),
        );
        setCreated({ kind: 'batch', batchId: data.batchId, count: data.count });
      } else {
        const code = values.code.trim();
        const { data } = await createCoupon(
          { ...read.terms, ...(code ? { code } : {}) },
          newIdempotencyKey(),
        );
        setCreated({ kind: 'single', code: data.coupon.code });
      }
    } catch (failure) {
      const { fieldErrors, message: text } = submitFailure(
        failure,
        couponFieldOf,
        'The codes could not be created. Please try again.',
      );
      show(fieldErrors, text);
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <CouponCreated
        created={created}
        listPath={listPath}
        onMore={() => {
          setCreated(null);
          setValues(EMPTY_COUPON_FORM);
        }}
      />
    );
  }

  const batch = values.mode === 'batch';
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="max-w-3xl space-y-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="coupon-form"
    >
      <ErrorSummary
        title="There is a problem"
        problems={summary}
        message={message}
        testId="coupon-form-error"
      />
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-ink">What to create</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['single', 'One code'],
              ['batch', 'A batch of single-use codes'],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="flex items-center gap-2 text-sm font-semibold text-ink">
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={values.mode === mode}
                onChange={() =>
                  setValues((current) => ({
                    ...current,
                    mode,
                    // A batch's codes are for one traveller each.
                    maxPerTraveller: mode === 'batch' ? '1' : current.maxPerTraveller,
                    maxRedemptions: mode === 'batch' ? '' : current.maxRedemptions,
                  }))
                }
                className="size-5 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        {batch ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={fieldId('count')}
              name="count"
              label="How many codes"
              hint="1 to 5000, each usable once"
              inputMode="numeric"
              value={values.count}
              onChange={(event) => set('count', event.target.value)}
              error={errors.count}
            />
            <TextField
              id={fieldId('prefix')}
              name="prefix"
              label="Prefix (optional)"
              hint="Up to 8 letters or digits before the random part"
              maxLength={8}
              value={values.prefix}
              onChange={(event) => set('prefix', event.target.value)}
              error={errors.prefix}
              inputClassName="uppercase"
            />
          </div>
        ) : (
          <TextField
            id={fieldId('code')}
            name="code"
            label="Code (optional)"
            hint="3 to 40 letters, digits or hyphens. Left empty, a random code is made."
            maxLength={40}
            value={values.code}
            onChange={(event) => set('code', event.target.value)}
            error={errors.code}
            autoComplete="off"
            spellCheck={false}
            inputClassName="uppercase"
          />
        )}
      </fieldset>

      <CouponTermsFields
        values={values}
        errors={errors}
        set={set}
        kinds={kinds}
        partners={partners}
      />

      <div>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating…' : batch ? 'Create the codes' : 'Create the code'}
        </Button>
      </div>
    </form>
  );
}
