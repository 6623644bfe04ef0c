'use client';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
  termsHref: string;
  refundHref: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The browser found the box unticked on submit (it is `required` for pages without JS). */
  onInvalid?: () => void;
}

/** Acceptance of /terms and /refund-policy, required before any payment. */
export function TermsCheckbox({
  id,
  checked,
  onChange,
  showError,
  termsHref,
  refundHref,
  inputRef,
  onInvalid,
}: TermsCheckboxProps) {
  const t = useTranslations('checkout.checkout');
  const link = (href: string) => (chunks: React.ReactNode) => (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline"
    >
      {chunks}
    </a>
  );
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={inputRef}
          id={id}
          name="acceptTerms"
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onInvalid={(event) => {
            // Our own message (announced, in the page's language) replaces the browser's bubble.
            event.preventDefault();
            onInvalid?.();
          }}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          data-testid="accept-terms"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {t.rich('acceptTerms', { terms: link(termsHref), refund: link(refundHref) })}
        </label>
      </div>
      {showError ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-2 text-sm font-semibold text-red-700"
          data-testid="terms-error"
        >
          {t('termsRequired')}
        </p>
      ) : null}
    </div>
  );
}
