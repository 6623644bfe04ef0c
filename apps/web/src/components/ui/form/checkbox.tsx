import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  /** May hold links (the terms); the whole text is the checkbox's name. */
  label: ReactNode;
  error?: string | null;
  /** Test id of the error message, where a test looks for it. */
  errorTestId?: string;
}

/** A checkbox with its label beside it and its error announced when it appears. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, error, errorTestId, ...input },
  ref,
) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-2 text-sm font-semibold text-red-700"
          data-testid={errorTestId}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
});
