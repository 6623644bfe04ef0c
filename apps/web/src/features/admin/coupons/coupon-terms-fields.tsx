'use client';
import { DISCOUNT_TYPES, type DiscountType } from '@tern/domain';
import { Checkbox, Select, TextField } from '@/components/ui/form';
import { kindName } from '../admin-format';
import type { CouponFormErrors, CouponFormField, CouponFormValues } from './coupon-form-state';

const TYPE_LABELS: Record<DiscountType, string> = {
  percent: 'A percentage off',
  fixed: 'An amount off (US$, converted at each order’s rates)',
  free_product: 'A free product',
};

export const fieldId = (field: CouponFormField) => `coupon-${field}`;

interface CouponTermsFieldsProps {
  values: CouponFormValues;
  errors: CouponFormErrors;
  set: <K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) => void;
  /** The product kinds a code can be limited to (the order lines' kinds). */
  kinds: readonly string[];
  partners: readonly { partnerCode: string; name: string }[];
}

/** What a code gives and on which conditions: shared by one code and a batch of codes. */
export function CouponTermsFields({
  values,
  errors,
  set,
  kinds,
  partners,
}: CouponTermsFieldsProps) {
  const text = (
    field: CouponFormField,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; type?: string } = {},
  ) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errors[field]}
      {...extra}
    />
  );
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-ink">The discount</legend>
        {text('description', 'Description', { hint: 'What the traveller reads beside the code' })}
        <div>
          <Select
            id="coupon-type"
            name="type"
            label="What it gives"
            showLabel
            className="mt-1 w-full"
            value={values.type}
            onChange={(event) => set('type', event.target.value as DiscountType)}
            options={DISCOUNT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
          />
        </div>
        {values.type === 'percent'
          ? text('percentOff', 'Percent off (1 to 100)', { inputMode: 'numeric' })
          : null}
        {values.type === 'fixed'
          ? text('amountOff', 'Amount off (US$)', { inputMode: 'decimal' })
          : null}
        {values.type === 'free_product' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {text('freeBundleId', 'Free plan (bundle id)', { hint: 'Such as bndl_fr_1gb_7d' })}
            <div>
              <Select
                id={fieldId('partnerCode')}
                name="partnerCode"
                label="Or a partner’s free data"
                showLabel
                className="mt-1 w-full"
                value={values.partnerCode}
                onChange={(event) => set('partnerCode', event.target.value)}
                options={[
                  { value: '', label: 'No partner' },
                  ...partners.map((p) => ({
                    value: p.partnerCode,
                    label: `${p.name} (${p.partnerCode})`,
                  })),
                ]}
              />
            </div>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-ink">Conditions</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('minSpend', 'Minimum spend (US$)', {
            inputMode: 'decimal',
            hint: 'Empty: any order',
          })}
          {text('maxRedemptions', 'Uses in total', {
            inputMode: 'numeric',
            hint: 'Empty: no limit',
          })}
          {text('maxPerTraveller', 'Uses per traveller', {
            inputMode: 'numeric',
            hint: 'Empty: no limit',
          })}
          <div className="hidden sm:block" />
          {text('startsAt', 'Valid from (UTC)', {
            type: 'datetime-local',
            hint: 'Empty: from now',
          })}
          {text('endsAt', 'Valid until (UTC)', { type: 'datetime-local', hint: 'Empty: no end' })}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">
            Only for these kinds of product
          </legend>
          <p className="text-sm text-slate-600">None ticked: every product.</p>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {kinds.map((kind) => (
              <Checkbox
                key={kind}
                id={`coupon-kind-${kind}`}
                name="kinds"
                value={kind}
                label={kindName(kind)}
                checked={values.kinds.includes(kind)}
                onChange={(event) =>
                  set(
                    'kinds',
                    event.target.checked
                      ? [...values.kinds, kind]
                      : values.kinds.filter((k) => k !== kind),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        {text('destinationIds', 'Only for these destinations', {
          hint: 'Destination ids, separated by commas. Empty: everywhere',
        })}
        {text('productRefs', 'Only for these plans or services', {
          hint: 'Plan bundle ids or resource ids, separated by commas',
        })}
        {text('siteIds', 'Only on these sites', {
          hint: 'Site ids, separated by commas, such as tern-app. Empty: every site',
        })}
        <Checkbox
          id="coupon-combinable"
          name="combinable"
          label="Can be combined with other codes"
          checked={values.combinable}
          onChange={(event) => set('combinable', event.target.checked)}
        />
      </fieldset>
    </>
  );
}
