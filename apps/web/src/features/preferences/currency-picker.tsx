'use client';
import { lazy, Suspense, useState } from 'react';
import { formatMessage } from '@/i18n/client-messages';
import { DEFAULT_CURRENCY } from './currency-cookie';
import { usePreferredCurrency } from './currency-store';
import type { CurrencyMessages } from './preference-messages';

/**
 * The list, its search and its fetch load on the first click: every page carries only this
 * button, which keeps the home page inside its JavaScript budget.
 */
const CurrencyDialog = lazy(() =>
  import('./currency-dialog').then((m) => ({ default: m.CurrencyDialog })),
);

/** Header control showing the visitor's currency; opens the searchable list of all currencies. */
export function CurrencyPicker({ messages }: { messages: CurrencyMessages }) {
  const current = usePreferredCurrency() ?? DEFAULT_CURRENCY;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the fetched list survives closing and reopening.
  const [requested, setRequested] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-label={formatMessage(messages.locale, messages.change, { code: current })}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-slate-100"
        data-testid="currency-button"
      >
        <span aria-hidden="true">{current}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 text-slate-500"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CurrencyDialog
            open={open}
            onClose={() => setOpen(false)}
            current={current}
            messages={messages}
          />
        </Suspense>
      )}
    </>
  );
}
