'use client';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './close-icon';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible label of the close button, in the page's language. */
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

const TABBABLE = 'a[href],button,input,select,textarea,summary,[tabindex]';

/**
 * showModal() makes the page inert, but Tab from the last control leaves for the browser's own
 * toolbar (focus on no element of the page); WAI-ARIA's modal dialog goes round to the first.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const stops = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.checkVisibility(),
  );
  // Shift+Tab leaves at the first stop (or the dialog itself, focused on open); Tab at the last.
  const edges: (Element | undefined)[] = event.shiftKey ? [stops[0], dialog] : [stops.at(-1)];
  if (!stops.length || !edges.includes(document.activeElement!)) return;
  event.preventDefault();
  stops.at(event.shiftKey ? -1 : 0)?.focus();
}

/**
 * A native <dialog> opened with showModal(): the browser closes it on Escape, returns focus to
 * the opener and hides the page from assistive technology; `keepTabInside` keeps Tab in it.
 */
export function Modal({ open, onClose, title, closeLabel, children, className = '' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepTabInside}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${className}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="-m-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
