'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TranslateData } from '@/lib/api/utilities';
import { translateText } from '@/lib/api/utilities';

export type TranslationState =
  | { status: 'idle' }
  | { status: 'translating' }
  | { status: 'failed' }
  | { status: 'done'; result: TranslateData };

/** Translates this long after the last keystroke; the Translate button does not wait. */
const DEBOUNCE_MS = 600;
/** The API's limit; the textarea stops there too. */
export const MAX_TEXT_LENGTH = 5000;

/** The translation of `text`, asked for once typing pauses or at once with `translateNow`. */
export function useTranslation(text: string, source: string, target: string) {
  const [state, setState] = useState<TranslationState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    controller.current?.abort();
    const trimmed = text.trim();
    if (!trimmed || !source || !target) {
      setState({ status: 'idle' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'translating' });
    translateText({ text: trimmed, source, target }, current.signal)
      .then((result) => setState({ status: 'done', result }))
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        console.error('[translator] failed', error);
        setState({ status: 'failed' });
      });
  }, [text, source, target]);

  useEffect(() => {
    // An emptied input empties the output at once (spec §2: clear empties both).
    if (!text.trim()) {
      controller.current?.abort();
      setState({ status: 'idle' });
      return;
    }
    const timer = window.setTimeout(run, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [run, text]);

  useEffect(() => () => controller.current?.abort(), []);

  return { state, translateNow: run };
}
