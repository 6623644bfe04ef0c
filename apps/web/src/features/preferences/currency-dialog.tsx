'use client';
import type { Currency } from '@tern/contracts';
import { normalizeSearchText } from '@tern/domain';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { rasterSrc } from '@/components/ui/raster-src';
import { formatMessage } from '@/i18n/client-messages';
import { listCurrencies } from '@/lib/api/browser/catalogue';
import { setPreferredCurrency } from './currency-store';
import type { CurrencyMessages } from './preference-messages';

/** The currency list: every currency with its flag, searchable; choosing one remembers it. */
export function CurrencyDialog({
  open,
  onClose,
  current,
  messages: m,
}: {
  open: boolean;
  onClose: () => void;
  current: string;
  messages: CurrencyMessages;
}) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [currencies, setCurrencies] = useState<Currency[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || currencies) return;
    // Each opening after a failure tries again.
    setFailed(false);
    const controller = new AbortController();
    listCurrencies({ signal: controller.signal })
      .then((response) => setCurrencies(response.data.currencies))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[currency] list failed', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [open, currencies]);

  const matches = useMemo(() => {
    const key = normalizeSearchText(query);
    if (!currencies || !key) return currencies ?? [];
    return currencies.filter((c) =>
      [c.code, c.name, c.country].some((field) => normalizeSearchText(field).includes(key)),
    );
  }, [currencies, query]);

  function choose(code: string) {
    setPreferredCurrency(code);
    onClose();
    // Server-rendered prices (destination pages, the full list) re-render with the new cookie.
    router.refresh();
  }

  return (
    <Modal open={open} onClose={onClose} title={m.title} closeLabel={m.close}>
      <label className="block text-sm font-medium text-slate-700" htmlFor="currency-search">
        {m.searchLabel}
      </label>
      <input
        id="currency-search"
        type="search"
        value={query}
        maxLength={50}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={m.searchPlaceholder}
        className="mt-1 w-full rounded-xl border border-field px-3 py-2.5 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
      />
      <div className="mt-3 h-80 overflow-y-auto" aria-live="polite">
        {failed && <p className="p-3 text-sm text-slate-600">{m.loadFailed}</p>}
        {!failed && !currencies && <p className="p-3 text-sm text-slate-600">{m.loading}</p>}
        {currencies && matches.length === 0 && (
          <p className="p-3 text-sm text-slate-600">
            {formatMessage(m.locale, m.noMatch, { query: query.slice(0, 50) })}
          </p>
        )}
        <ul className="divide-y divide-slate-100">
          {matches.map((c) => (
            <li key={c.code}>
              <button
                type="button"
                onClick={() => choose(c.code)}
                aria-current={c.code === current ? 'true' : undefined}
                data-testid={`currency-option-${c.code}`}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start hover:bg-slate-50 aria-[current=true]:bg-brand-50"
              >
                {/* biome-ignore lint/performance/noImgElement: a 24 px WebP flag (raster-src.ts) needs no optimisation */}
                <img
                  src={rasterSrc(c.flag)}
                  alt=""
                  width={24}
                  height={18}
                  className="h-[18px] w-6 rounded-sm object-cover"
                  loading="lazy"
                />
                <span className="w-12 font-semibold">{c.code}</span>
                <span className="flex-1 text-sm text-slate-600">{c.name}</span>
                <span className="text-sm text-slate-500">{c.symbol}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {currencies?.[0] && (
        <p className="mt-3 text-xs text-slate-500">
          {formatMessage(m.locale, m.note, { date: currencies[0].ratesDate })}
        </p>
      )}
    </Modal>
  );
}
