'use client';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ClientWords } from '@/i18n/client-words';
import { onDemandWords } from '@/i18n/on-demand-words';
import type { Locale } from '@/i18n/routing';
import { PROMOTION_WORDS } from './messages';
import { PromoDialog } from './promo-dialog';

export interface PromoHostProps {
  locale: Locale;
  /** Told when the flow's words cannot be fetched (the button says so). */
  onFailure: (failed: boolean) => void;
}

/**
 * Loaded on the banner button's first press, mounted afresh on each: fetches the flow's words,
 * then opens the dialog. In <body>: the banner is skipped while off screen (content-visibility)
 * and reordered on phones, and neither may touch an open dialog. Closed, the dialog stays
 * mounted until the next press, so the browser gives focus back to the button.
 */
export function PromoHost({ locale, onFailure }: PromoHostProps) {
  const [words, setWords] = useState<ClientWords | null>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    let stale = false;
    onDemandWords(locale, PROMOTION_WORDS.set).then(
      (loaded) => !stale && setWords(loaded),
      (error: unknown) => {
        console.error('[promo] the flow’s words did not load', error);
        if (!stale) onFailure(true);
      },
    );
    return () => {
      stale = true;
    };
  }, [locale, onFailure]);

  if (!words) return null;
  return createPortal(
    <PromoDialog words={words} open={open} onClose={() => setOpen(false)} />,
    document.body,
  );
}
