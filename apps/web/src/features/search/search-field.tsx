import type { AriaAttributes, AriaRole, KeyboardEvent } from 'react';

interface SearchFieldProps {
  inputId: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  loading: boolean;
  maxLength: number;
  comboboxProps: AriaAttributes & { role: AriaRole };
  onChange: (value: string) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The large search box: magnifier, text, and a spinner or a clear button on the right. */
export function SearchField(props: SearchFieldProps) {
  const { inputId, value, loading } = props;
  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        {props.label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        id={inputId}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        // Spec §5 and the API's limit: longer text could never match a destination.
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
        onFocus={props.onFocus}
        onKeyDown={props.onKeyDown}
        {...props.comboboxProps}
        className="h-14 w-full rounded-2xl border border-field bg-white pe-12 ps-12 text-base text-ink shadow-lg shadow-brand-900/5 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:h-16 sm:text-lg"
      />
      <span className="absolute top-1/2 end-3 -translate-y-1/2">
        {loading ? (
          <span
            aria-hidden="true"
            data-testid="search-loading"
            className="block size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none"
          />
        ) : value ? (
          <button
            type="button"
            aria-label={props.clearLabel}
            onClick={() => {
              props.onChange('');
              document.getElementById(inputId)?.focus();
            }}
            className="grid size-8 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </span>
    </div>
  );
}
