'use client';
import { useEffect, useState } from 'react';
import { convertCurrency } from '@/lib/api/utilities';
import { parseAmount } from './conversion-amount';

export interface Conversion {
  convertedAmount: number;
  rate: number;
  date: string;
}

/** Waits this long after the last keystroke, so typing "1250" asks once, not four times. */
const DEBOUNCE_MS = 250;

/**
 * The conversion of the current inputs, or null while it is on its way, when the inputs are
 * not a valid amount, or when the call failed: the modal shows a dash for all three (spec §8).
 */
export function useConversion(from: string, to: string, amountText: string): Conversion | null {
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const amount = parseAmount(amountText);

  useEffect(() => {
    setConversion(null);
    if (amount === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      convertCurrency({ from, to, amount }, controller.signal)
        .then(setConversion)
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error('[currency] conversion failed', error);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [from, to, amount]);

  return conversion;
}
