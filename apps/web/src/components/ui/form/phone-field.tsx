import type { InputHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { describedBy, FIELD_CLASSES } from './field-styles';
import { Select, type SelectOption } from './select-field';

export interface PhoneFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  callingCode: {
    label: string;
    name: string;
    value: string;
    options: readonly SelectOption[];
    onChange: (value: string) => void;
  };
  /** The national number input's own attributes (name, maxLength…). */
  number: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;
}

/**
 * A phone number as a calling code and a national number, grouped under one legend; stacked on
 * phones, where a country name and a number cannot share one line.
 */
export function PhoneField({ id, label, hint, error, callingCode, number }: PhoneFieldProps) {
  return (
    <fieldset>
      <legend className="block text-sm font-semibold text-ink">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <Select
          id={`${id}-calling-code`}
          label={callingCode.label}
          name={callingCode.name}
          value={callingCode.value}
          options={callingCode.options}
          onChange={(event) => callingCode.onChange(event.target.value)}
          autoComplete="tel-country-code"
          className="w-full shrink-0 sm:w-56"
        />
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={`${FIELD_CLASSES} w-full min-w-0 sm:flex-1`}
          {...number}
        />
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </fieldset>
  );
}
