'use client';
import type { Currency } from '@tern/contracts';
import { normalizeSearchText } from '@tern/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { rasterSrc } from '@/components/ui/raster-src';
import { formatMessage } from '@/i18n/client-messages';
import type { UtilityMessages } from './utility-messages';

interface CurrencyFieldProps {
  /** 'From' or 'To', in the page's language. */
  label: string;
  value: string;
  currencies: Currency[];
  onChange: (code: string) => void;
  messages: UtilityMessages;
  testId: string;
}

function Flag({ currency }: { currency: Currency | undefined }) {
  if (!currency?.flag)
    return <span aria-hidden="true" className="h-[18px] w-6 rounded-sm bg-slate-200" />;
  return (
    // biome-ignore lint/performance/noImgElement: a 24 px WebP flag (raster-src.ts) needs no optimisation
    <img
      src={rasterSrc(currency.flag)}
      alt=""
      width={24}
      height={18}
      className="h-[18px] w-6 rounded-sm object-cover"
      loading="lazy"
    />
  );
}

/**
 * One currency of the converter: a button showing the flag and code which unfolds a searchable
 * list (by code, name or country). A disclosure rather than a combobox: simple to operate with
 * the keyboard and read out, and the list stays inside the dialog's focus trap.
 */
export function CurrencyField({
  label,
  value,
  currencies,
  onChange,
  messages: m,
  testId,
}: CurrencyFieldProps) {
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const searchId = useId();
  const selected = currencies.find((c) => c.code === value);
  const search = useRef<HTMLInputElement>(null);

  // Unfolding the list puts the cursor in its search, ready to type a code or a name.
  useEffect(() => {
    if (expanded) search.current?.focus();
  }, [expanded]);

  const matches = useMemo(() => {
    const key = normalizeSearchText(query);
    if (!key) return currencies;
    return currencies.filter((c) =>
      [c.code, c.name, c.country].some((field) => normalizeSearchText(field).includes(key)),
    );
  }, [currencies, query]);

  function choose(code: string) {
    onChange(code);
    setExpanded(false);
    setQuery('');
  }

  return (
    <div className="min-w-0 flex-1">
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={formatMessage(m.locale, m.currency.choose, { field: label, code: value })}
        onClick={() => setExpanded((open) => !open)}
        className="mt-1 flex w-full items-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-start hover:border-brand-600"
        data-testid={testId}
      >
        <Flag currency={selected} />
        <span className="font-semibold">{value}</span>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{selected?.name}</span>
      </button>
      <div id={listId} hidden={!expanded} className="mt-2 rounded-xl border border-slate-200 p-2">
        <label htmlFor={searchId} className="sr-only">
          {m.currency.search}
        </label>
        <input
          ref={search}
          id={searchId}
          type="search"
          value={query}
          maxLength={50}
          placeholder={m.currency.search}
          onChange={(event) => setQuery(event.target.value)}
          className="w-full rounded-lg border border-field px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
        />
        <ul className="mt-2 max-h-48 overflow-y-auto">
          {matches.length === 0 && (
            <li className="p-2 text-sm text-slate-600">
              {formatMessage(m.locale, m.currency.noMatch, { query: query.slice(0, 50) })}
            </li>
          )}
          {matches.map((c) => (
            <li key={c.code}>
              <button
                type="button"
                onClick={() => choose(c.code)}
                aria-current={c.code === value ? 'true' : undefined}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-start hover:bg-slate-50 aria-[current=true]:bg-brand-50"
                data-testid={`${testId}-option-${c.code}`}
              >
                <Flag currency={c} />
                <span className="w-11 font-semibold">{c.code}</span>
                <span className="flex-1 text-sm text-slate-600">{c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
