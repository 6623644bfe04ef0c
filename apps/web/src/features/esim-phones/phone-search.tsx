'use client';
import type { DeviceException } from '@tern/contracts';
import { useId, useMemo, useState } from 'react';
import { type ClientMessage, formatMessage } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { type BrandGroup, filterBrands } from './group-devices';

export interface PhoneSearchMessages {
  locale: Locale;
  search: string;
  searchPlaceholder: string;
  count: ClientMessage;
  noMatch: ClientMessage;
  notes: string;
  /** Each regional exception in the page's language, worded on the server. */
  exceptions: Record<DeviceException, string>;
}

/**
 * The list, searchable as you type. Rendered on the server with every phone, so the page is
 * complete without JavaScript; the search only hides what does not match.
 */
export function PhoneSearch({
  brands,
  messages: m,
}: {
  brands: BrandGroup[];
  messages: PhoneSearchMessages;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(() => filterBrands(brands, query), [brands, query]);
  const shown = groups.reduce((sum, group) => sum + group.devices.length, 0);

  return (
    <div>
      <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
        {m.search}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        maxLength={60}
        placeholder={m.searchPlaceholder}
        onChange={(event) => setQuery(event.target.value)}
        className="mt-1 w-full rounded-xl border border-field px-3 py-2.5 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
        data-testid="phone-search"
      />
      <p className="mt-2 text-sm text-slate-600" aria-live="polite" data-testid="phone-count">
        {shown === 0
          ? formatMessage(m.locale, m.noMatch, { query: query.slice(0, 60) })
          : formatMessage(m.locale, m.count, { count: shown })}
      </p>
      <div className="mt-4 space-y-6">
        {groups.map((group) => (
          <section
            key={group.brand}
            aria-labelledby={`brand-${group.brand}`}
            data-testid="phone-brand"
          >
            <h2 id={`brand-${group.brand}`} className="text-lg font-bold text-ink">
              {group.brand}
            </h2>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {group.devices.map((device) => (
                <li
                  key={device.model}
                  className="rounded-xl border border-slate-200 bg-white px-3 py-2"
                  data-testid="phone"
                >
                  <span className="font-semibold">{device.model}</span>
                  {device.year ? (
                    <span className="ms-2 text-sm text-slate-500">{device.year}</span>
                  ) : null}
                  {device.exceptions.length > 0 && (
                    <span
                      className="mt-0.5 block text-xs text-slate-600"
                      data-testid="phone-exceptions"
                    >
                      {m.notes}:{' '}
                      {new Intl.ListFormat(m.locale, { type: 'unit' }).format(
                        device.exceptions.map((code) => m.exceptions[code]),
                      )}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
