'use client';
import { MAX_SEARCH_CHARACTERS } from '@tern/domain';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';

interface PlanSearchFormProps {
  value: string;
  onType: (text: string) => void;
  onSubmit: () => void;
  labels: { label: string; placeholder: string; submit: string };
}

/** The listing's own search box and button (spec §2 "Second search box"). */
export function PlanSearchForm({ value, onType, onSubmit, labels }: PlanSearchFormProps) {
  const inputId = useId();
  return (
    <search className="w-full md:max-w-sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex gap-2"
      >
        <label htmlFor={inputId} className="sr-only">
          {labels.label}
        </label>
        <div className="relative min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="9" cy="9" r="6" />
            <path d="m14 14 4 4" strokeLinecap="round" />
          </svg>
          <input
            id={inputId}
            type="search"
            value={value}
            // The API refuses longer text; 100 characters name any country with room to spare.
            maxLength={MAX_SEARCH_CHARACTERS}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={labels.placeholder}
            onChange={(event) => onType(event.target.value)}
            data-testid="plan-search-input"
            className="h-11 w-full rounded-full border border-field bg-white ps-10 pe-4 text-base text-ink outline-none placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <button type="submit" data-testid="plan-search-submit" className={buttonClasses()}>
          {labels.submit}
        </button>
      </form>
    </search>
  );
}
