'use client';
import { type ComponentType, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { PromoHostProps } from './promo-host';

interface PromoCodeButtonProps {
  label: string;
  /** Said under the button when the flow could not be loaded (offline). */
  failedText: string;
  locale: Locale;
  className?: string;
}

/**
 * The promo banner's button (spec §2). Everything else (the dialog, its words) is fetched on
 * the first press: the home page carries only this button.
 */
export function PromoCodeButton({ label, failedText, locale, className }: PromoCodeButtonProps) {
  const [host, setHost] = useState<{ Host: ComponentType<PromoHostProps>; run: number }>();
  const [failed, setFailed] = useState(false);

  async function open() {
    setFailed(false);
    try {
      const { PromoHost } = await import('./promo-host');
      // Each press opens a fresh flow.
      setHost((current) => ({ Host: PromoHost, run: (current?.run ?? 0) + 1 }));
    } catch (error) {
      console.error('[promo]', error);
      setFailed(true);
    }
  }

  // A fragment: the banner (a server component) lays the button and its message out.
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={open} className={className}>
        {label}
      </button>
      {failed ? <p role="alert">{failedText}</p> : null}
      {host ? <host.Host key={host.run} locale={locale} onFailure={setFailed} /> : null}
    </>
  );
}
