import type { SelectHTMLAttributes } from 'react';
import { FIELD_CLASSES } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  /** Read by screen readers; shown only when `showLabel` (a select inside a group has a legend). */
  label: string;
  showLabel?: boolean;
  options: readonly SelectOption[];
}

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function Select({
  id,
  label,
  showLabel = false,
  options,
  className,
  ...select
}: SelectProps) {
  return (
    <>
      <label
        htmlFor={id}
        className={showLabel ? 'block text-sm font-semibold text-ink' : 'sr-only'}
      >
        {label}
      </label>
      <select id={id} className={`${FIELD_CLASSES} px-2 ${className ?? ''}`} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
