'use client';
import { useEffect, useRef, useState } from 'react';

export interface CopyButtonText {
  /** Visible label, "Copy". */
  copy: string;
  /** Read by screen readers after "Copy": what is copied, "SM-DP+ address". */
  what: string;
  /** Visible label for a moment after copying, "Copied". */
  copied: string;
  /** Announced after copying, "SM-DP+ address copied". */
  copiedAnnouncement: string;
  failed: string;
}

/** How long the button says "Copied" before it is ready again. */
const CONFIRM_MS = 2_000;

/** Clipboard API where allowed; the old selection command for browsers or frames that refuse it. */
async function writeToClipboard(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    return;
  } catch {
    const field = document.createElement('textarea');
    field.value = value;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    if (!copied) throw new Error('copy refused');
  }
}

/**
 * A native button (so Enter and Space work) that copies one code. The result is announced in
 * a polite live region that is on the page from the start, which is what makes screen readers
 * notice the change.
 */
export function CopyButton({ value, text }: { value: string; text: CopyButtonText }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      await writeToClipboard(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), CONFIRM_MS);
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        data-testid="copy-button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          {state === 'copied' ? (
            <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <>
              <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
              <path d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
            </>
          )}
        </svg>
        {state === 'copied' ? text.copied : text.copy}
        <span className="sr-only"> {text.what}</span>
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'copied' ? text.copiedAnnouncement : state === 'failed' ? text.failed : ''}
      </span>
    </>
  );
}
