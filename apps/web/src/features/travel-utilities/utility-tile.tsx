'use client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { UtilityKind, UtilityMessages } from './utility-messages';

/**
 * One small chunk that picks the modal, fetched on the first click, so the home page carries
 * only this button (issue 11: the home page's JavaScript must not grow).
 */
const UtilityModal = lazy(() =>
  import('./utility-modal').then((m) => ({ default: m.UtilityModal })),
);

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
      {requested && (
        <Suspense fallback={null}>
          <UtilityModal
            kind={kind}
            open={open}
            onClose={() => setOpen(false)}
            messages={messages}
          />
        </Suspense>
      )}
    </>
  );
}
