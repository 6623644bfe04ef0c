'use client';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FIELD_CLASSES, LABEL_CLASSES, Select } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import type { TranslateLanguage } from '@/lib/api/utilities';
import { listTranslateLanguages } from '@/lib/api/utilities';
import { SwapIcon } from './swap-icon';
import { MAX_TEXT_LENGTH, useTranslation } from './use-translation';
import type { UtilityMessages } from './utility-messages';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  messages: UtilityMessages;
}

/** The text area shares the form kit's look (its height grows with the rows). */
const TEXT_AREA = `${FIELD_CLASSES} mt-1 h-auto w-full py-2.5`;

/** Spec §2 "Translator modal": two languages, swap, clear, and the translation of the text. */
export function TranslatorModal({ open, onClose, messages: m }: ModalProps) {
  const t = m.translator;
  const [languages, setLanguages] = useState<TranslateLanguage[] | null>(null);
  const [failed, setFailed] = useState(false);
  // From the page's language when the translator offers it (checked once the list arrives).
  const [source, setSource] = useState<string>(m.locale);
  const [target, setTarget] = useState(m.locale === 'en' ? 'vi' : 'en');
  const [text, setText] = useState('');
  const { state, translateNow } = useTranslation(text, source, target);
  const ids = { source: useId(), target: useId(), input: useId(), output: useId() };

  useEffect(() => {
    if (!open || languages) return;
    setFailed(false);
    const controller = new AbortController();
    listTranslateLanguages(controller.signal)
      .then((data) => {
        setLanguages(data.languages);
        const offered = (code: string) => data.languages.some((language) => language.code === code);
        setSource((current) => (offered(current) ? current : 'en'));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[translator] languages failed', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [open, languages]);

  // Language names in the page's language where the browser knows them.
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([m.locale], { type: 'language', fallback: 'none' });
    return (languages ?? [])
      .map((language) => ({
        value: language.code,
        label: names.of(language.code) ?? language.name,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, m.locale));
  }, [languages, m.locale]);

  // An empty input shows no output at all, at once (spec §2: clear empties both).
  const shown = text.trim() ? state : ({ status: 'idle' } as const);
  const result = shown.status === 'done' ? shown.result : null;
  const output = result?.translations[0]?.translatedText ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    translateNow();
  }

  return (
    <Modal open={open} onClose={onClose} title={t.title} closeLabel={m.close}>
      <form onSubmit={submit} data-testid="translator-modal">
        {failed && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {t.loadFailed}
          </p>
        )}
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Select
              id={ids.source}
              label={t.source}
              showLabel
              options={options}
              value={source}
              onChange={(e) => setSource(e.target.value)}
              className="mt-1 w-full"
              data-testid="translator-source"
            />
          </div>
          <button
            type="button"
            aria-label={t.swap}
            onClick={() => {
              setSource(target);
              setTarget(source);
              if (output) setText(output);
            }}
            className="mb-1 grid size-10 shrink-0 place-items-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100"
            data-testid="translator-swap"
          >
            <SwapIcon />
          </button>
          <div className="min-w-0 flex-1">
            <Select
              id={ids.target}
              label={t.target}
              showLabel
              options={options}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              className="mt-1 w-full"
              data-testid="translator-target"
            />
          </div>
        </div>
        <label htmlFor={ids.input} className={`mt-4 ${LABEL_CLASSES}`}>
          {t.input}
        </label>
        <textarea
          id={ids.input}
          value={text}
          rows={3}
          maxLength={MAX_TEXT_LENGTH}
          placeholder={t.placeholder}
          onChange={(e) => setText(e.target.value)}
          className={TEXT_AREA}
          data-testid="translator-input"
        />
        <div className="mt-2 flex justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => setText('')}
            data-testid="translator-clear"
          >
            {t.clear}
          </Button>
          <Button type="submit" size="sm">
            {t.translate}
          </Button>
        </div>
        <p id={ids.output} className={`mt-4 ${LABEL_CLASSES}`}>
          {t.output}
        </p>
        <div
          aria-labelledby={ids.output}
          role="status"
          className="mt-1 min-h-16 rounded-xl bg-brand-50 p-3"
          data-testid="translator-output"
        >
          {shown.status === 'translating' && (
            <p className="text-sm text-slate-600">{t.translating}</p>
          )}
          {shown.status === 'failed' && <p className="text-sm text-red-700">{t.failed}</p>}
          {output && (
            <p className="text-base text-ink" lang={target}>
              {output}
            </p>
          )}
          {result?.match === 'none' && (
            <div className="text-sm text-slate-700" data-testid="translator-not-covered">
              <p>{t.notCovered}</p>
              {result.suggestions.length > 0 && (
                <>
                  <p className="mt-2 font-medium">{t.nearest}</p>
                  <ul className="mt-1 space-y-1">
                    {result.suggestions.map((s) => (
                      <li key={s.source}>
                        <button
                          type="button"
                          onClick={() => setText(s.source)}
                          className="text-start text-brand-800 underline"
                        >
                          {s.source}
                        </button>{' '}
                        <span className="text-slate-600" lang={target}>
                          {s.target}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </div>
      </form>
    </Modal>
  );
}
