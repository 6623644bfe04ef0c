'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseIcon } from './close-icon';

/** How long a toast stays when nobody points at it or focuses it. */
export const TOAST_MS = 6000;

export interface ToastMessage {
  /** A new id for every show(), so the same text said twice is announced twice. */
  id: number;
  text: string;
}

/** One toast at a time: show() replaces the current one, dismiss() clears it. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const next = useRef(0);
  const show = useCallback((text: string) => {
    next.current += 1;
    setToast({ id: next.current, text });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

interface ToastProps {
  toast: ToastMessage | null;
  onDismiss: () => void;
  /** Accessible name of the dismiss button, in the page's language. */
  dismissLabel: string;
}

/**
 * A short message at the top of the screen, where it hides no form's buttons (a phone's dialog
 * ends at the bottom of the screen). The live region is always in the DOM (a region
 * added together with its text is often not read out); it is fixed, so nothing moves when a
 * message comes or goes. While a modal <dialog> is open, render it inside the dialog: everything
 * outside is inert then.
 */
export function Toast({ toast, onDismiss, dismissLabel }: ToastProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {toast ? (
        <ToastCard key={toast.id} text={toast.text} onDismiss={onDismiss} label={dismissLabel} />
      ) : null}
    </div>
  );
}

function ToastCard({
  text,
  onDismiss,
  label,
}: {
  text: string;
  onDismiss: () => void;
  label: string;
}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    // WCAG 2.2.1: the message waits while the pointer or the focus is on it.
    if (paused) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the button is the control
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl bg-ink px-4 py-3 text-sm font-semibold text-white shadow-lg ring-1 ring-white/15"
      data-testid="toast"
    >
      <p className="py-0.5">{text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={label}
        className="-m-1 shrink-0 rounded-full p-1 text-slate-300 hover:bg-white/10 hover:text-white"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
