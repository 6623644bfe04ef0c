'use client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { UtilityKind, UtilityMessages } from './utility-messages';

/**
 * One small chunk that picks the modal, fetched on the first press, so the home page carries
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
  // Each press opens the modal; it stays mounted after the first, keeping what it loaded.
  const [presses, setPresses] = useState(0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setPresses(presses + 1)}
        className={className}
        data-utility={kind}
      >
        {children}
      </button>
      {presses > 0 && (
        <Suspense fallback={null}>
          <UtilityModal kind={kind} presses={presses} messages={messages} />
        </Suspense>
      )}
    </>
  );
}
