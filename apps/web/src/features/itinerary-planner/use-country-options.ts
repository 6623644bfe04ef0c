'use client';
import { MAX_PAGE_LIMIT } from '@tern/domain';
import { useEffect, useState } from 'react';
import { listCountries } from '@/lib/api/browser/catalogue';

export interface CountryOption {
  countryId: string;
  /** English: the planner's query and the API find the country by it (spec §2 /itinery). */
  countryName: string;
  /** The name shown, in the page's language; absent for a leg's own country until loaded. */
  label?: string;
}

/** Per page language: a switch of language without a page load asks again. */
const loaded = new Map<string, Promise<CountryOption[]>>();

/** Every country the catalogue sells, in pages of the API's largest size; asked for once a visit. */
function loadCountries(): Promise<CountryOption[]> {
  // Named and sorted in the page's language, which the locale layout sets on <html lang>.
  const locale = document.documentElement.lang;
  const known = loaded.get(locale);
  if (known) return known;
  const loading = (async () => {
    const options: CountryOption[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const { data, count } = await listCountries({
        query: { page, limit: MAX_PAGE_LIMIT, locale },
      });
      options.push(
        ...data.countries.map((c) => ({
          countryId: c._id,
          countryName: c.name,
          label: c.localName,
        })),
      );
      if (options.length >= count || data.countries.length === 0) break;
    }
    return options;
  })().catch((error: unknown) => {
    loaded.delete(locale);
    throw error;
  });
  loaded.set(locale, loading);
  return loading;
}

/**
 * The countries a leg can choose from (the same countries list the home search uses), loaded
 * when the trip form opens. Until then, or if it fails, the legs' own countries are offered.
 */
export function useCountryOptions(current: readonly CountryOption[]) {
  const [all, setAll] = useState<CountryOption[] | null>(null);
  useEffect(() => {
    let live = true;
    loadCountries()
      .then((options) => live && setAll(options))
      .catch((error: unknown) => console.error('[itinerary] countries unavailable', error));
    return () => {
      live = false;
    };
  }, []);
  const options = [...(all ?? [])];
  for (const country of current) {
    if (country.countryName && !options.some((o) => o.countryId === country.countryId)) {
      options.push(country);
    }
  }
  return { options, loading: all === null };
}
