'use client';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { UtilityKind, UtilityMessages } from './utility-messages';

/** Each modal is its own chunk: opening the converter does not fetch the weather's code. */
const MODALS = {
  currency: lazy(() => import('./currency-modal').then((m) => ({ default: m.CurrencyModal }))),
  weather: lazy(() => import('./weather-modal').then((m) => ({ default: m.WeatherModal }))),
  translator: lazy(() =>
    import('./translator-modal').then((m) => ({ default: m.TranslatorModal })),
  ),
};

export interface UtilityModalProps {
  kind: UtilityKind;
  /** How often the tile was pressed: each new press opens the modal again. */
  presses: number;
  messages: UtilityMessages;
}

/**
 * The modal of one utility, rendered into <body>: out of the carousel, whose slides turn inert
 * when they scroll away, which must not take an open dialog with them.
 */
export function UtilityModal({ kind, presses, messages }: UtilityModalProps) {
  const [open, setOpen] = useState(true);
  const [seenPresses, setSeenPresses] = useState(presses);
  // A new press while closed reopens (state adjusted during render, as React recommends).
  if (presses !== seenPresses) {
    setSeenPresses(presses);
    setOpen(true);
  }
  const Content = MODALS[kind];
  return createPortal(
    <Suspense fallback={null}>
      <Content open={open} onClose={() => setOpen(false)} messages={messages} />
    </Suspense>,
    document.body,
  );
}
