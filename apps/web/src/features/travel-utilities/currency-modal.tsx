'use client';
import type { Currency } from '@tern/contracts';
import { useEffect, useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { formatMessage } from '@/i18n/client-messages';
import { listCurrenciesInBrowser } from '@/lib/api/utilities';
import { CurrencyField } from './currency-field';
import { SwapIcon } from './swap-icon';
import { useConversion } from './use-conversion';
import type { UtilityMessages } from './utility-messages';

/** Spec §2: the converter's presets. */
const PRESETS = [
  ['EUR', 'USD'],
  ['USD', 'INR'],
  ['USD', 'JPY'],
] as const;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  messages: UtilityMessages;
}

/** Spec §2 "Currency converter modal". */
export function CurrencyModal({ open, onClose, messages: m }: ModalProps) {
  const [currencies, setCurrencies] = useState<Currency[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [from, setFrom] = useState<string>(PRESETS[0][0]);
  const [to, setTo] = useState<string>(PRESETS[0][1]);
  const [amount, setAmount] = useState('1');
  const amountId = useId();
  const conversion = useConversion(from, to, amount);

  useEffect(() => {
    if (!open || currencies) return;
    setFailed(false);
    const controller = new AbortController();
    listCurrenciesInBrowser(controller.signal)
      .then(setCurrencies)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[currency] list failed', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [open, currencies]);

  const target = currencies?.find((c) => c.code === to);
  const result = conversion
    ? new Intl.NumberFormat(m.locale, {
        maximumFractionDigits: target?.minorUnits ?? 2,
        minimumFractionDigits: target?.minorUnits ?? 2,
      }).format(conversion.convertedAmount)
    : '–';
  const ratesDate = conversion
    ? new Intl.DateTimeFormat(m.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${conversion.date}T00:00:00Z`),
      )
    : null;
  const fieldProps = { currencies: currencies ?? [], messages: m };

  return (
    <Modal open={open} onClose={onClose} title={m.currency.title} closeLabel={m.close}>
      <div data-testid="currency-modal">
        <label htmlFor={amountId} className="block text-sm font-medium text-slate-700">
          {m.currency.amount}
        </label>
        <input
          id={amountId}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className="mt-1 w-full rounded-xl border border-field px-3 py-2.5 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
          data-testid="currency-amount"
        />
        {failed && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {m.currency.loadFailed}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <CurrencyField
            label={m.currency.from}
            value={from}
            onChange={setFrom}
            testId="currency-from"
            {...fieldProps}
          />
          <button
            type="button"
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
            aria-label={m.currency.swap}
            className="grid size-10 shrink-0 place-items-center self-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 sm:mt-7"
            data-testid="currency-swap"
          >
            <SwapIcon />
          </button>
          <CurrencyField
            label={m.currency.to}
            value={to}
            onChange={setTo}
            testId="currency-to"
            {...fieldProps}
          />
        </div>
        <div className="mt-5 rounded-xl bg-brand-50 p-4" aria-live="polite">
          <p className="text-sm text-slate-700">{m.currency.result}</p>
          <p className="mt-1 text-2xl font-bold text-ink">
            <span data-testid="currency-result">{result}</span> {to}
          </p>
          {ratesDate && (
            <p className="mt-1 text-xs text-slate-600" data-testid="currency-date">
              {formatMessage(m.locale, m.currency.ratesDate, { date: ratesDate })}
            </p>
          )}
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-700">{m.currency.presets}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PRESETS.map(([presetFrom, presetTo]) => (
              <button
                key={`${presetFrom}-${presetTo}`}
                type="button"
                onClick={() => {
                  setFrom(presetFrom);
                  setTo(presetTo);
                }}
                aria-pressed={from === presetFrom && to === presetTo}
                className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
              >
                {formatMessage(m.locale, m.currency.preset, { from: presetFrom, to: presetTo })}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
