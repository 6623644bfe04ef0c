'use client';
import type { Ref } from 'react';
import { Checkbox } from '@/components/ui/form';
import { useWords } from '@/i18n/words';

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
  const t = useWords('checkout.checkout');
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
    <Checkbox
      ref={inputRef}
      id={id}
      name="acceptTerms"
      required
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      onInvalid={(event) => {
        // Our own message (announced, in the page's language) replaces the browser's bubble.
        event.preventDefault();
        onInvalid?.();
      }}
      label={t.rich('acceptTerms', { terms: link(termsHref), refund: link(refundHref) })}
      error={showError ? t('termsRequired') : null}
      errorTestId="terms-error"
      data-testid="accept-terms"
    />
  );
}
