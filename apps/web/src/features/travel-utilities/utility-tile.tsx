'use client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { UtilityKind, UtilityMessages } from './utility-messages';

/**
 * Each modal is its own chunk, fetched on the first click: the home page carries only this
 * button (issue 11: the home page's JavaScript must not grow).
 */
const MODALS = {
  currency: lazy(() => import('./currency-modal').then((m) => ({ default: m.CurrencyModal }))),
  weather: lazy(() => import('./weather-modal').then((m) => ({ default: m.WeatherModal }))),
  translator: lazy(() =>
    import('./translator-modal').then((m) => ({ default: m.TranslatorModal })),
  ),
};

interface UtilityTileProps {
  kind: UtilityKind;
  messages: UtilityMessages;
  className?: string;
  /** The tile's face (icon, title, text), rendered on the server. */
  children: ReactNode;
}

/** A utilities-strip tile that opens its modal. */
export function UtilityTile({ kind, messages, className, children }: UtilityTileProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so what the modal loaded survives closing it.
  const [requested, setRequested] = useState(false);
  const ModalContent = MODALS[kind];

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={className}
        data-testid={`utility-open-${kind}`}
      >
        {children}
      </button>
      {requested &&
        // Out of the carousel: a slide that scrolls away turns inert, which must not take the
        // open dialog with it.
        createPortal(
          <Suspense fallback={null}>
            <ModalContent open={open} onClose={() => setOpen(false)} messages={messages} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
