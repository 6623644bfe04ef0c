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
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.checkVisibility(),
  );
  const [first, last] = [stops[0], stops.at(-1)];
  if (!first || !last) return;
  const active = document.activeElement;
  const atEdge = event.shiftKey
    ? active === first || active === event.currentTarget
    : active === last;
  if (!atEdge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard equivalent of a backdrop click is Escape, which <dialog> handles natively
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
