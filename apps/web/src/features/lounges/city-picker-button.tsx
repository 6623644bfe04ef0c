'use client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { CityPickerMessages } from './lounge-messages';
import type { ServiceMode } from './service-paths';

/** The list, its search and its paging load on the first click, never with the page. */
const CityPickerDialog = lazy(() =>
  import('./city-picker-dialog').then((m) => ({ default: m.CityPickerDialog })),
);

interface Props {
  mode: ServiceMode;
  messages: CityPickerMessages;
  className?: string;
  children: ReactNode;
  testId?: string;
}

/** A button that opens the 'Select City' picker in lounge or fast-track mode. */
export function CityPickerButton({ mode, messages, className, children, testId }: Props) {
  const [open, setOpen] = useState(false);
  // Every opening is a fresh picker: search and page reset, page 1 loads (spec §4).
  const [opening, setOpening] = useState(0);
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid={testId}
        aria-haspopup="dialog"
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <CityPickerDialog
            key={opening}
            open={open}
            mode={mode}
            messages={messages}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
