import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { describedBy, FIELD_CLASSES, LABEL_CLASSES } from './field-styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown under the label and read with the field. */
  hint?: string;
  /** The field's error in words; the field is marked invalid while there is one. */
  error?: string | null;
  /** Extra classes for the input itself (e.g. tracking for a one-time code). */
  inputClassName?: string;
}

/** A labelled text input with its hint and error wired to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, inputClassName, type = 'text', ...input },
  ref,
) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`mt-1 w-full ${FIELD_CLASSES} ${inputClassName ?? ''}`}
        {...input}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
});
