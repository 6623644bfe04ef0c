'use client';
import { ALL_COUNTRIES_LIMIT, type ItineraryDateNotice, MAX_TRIP_DAYS } from '@tern/domain';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import type { ClientWords } from '@/i18n/client-words';
import { localizePath } from '@/i18n/paths';
import { wordsOf } from '@/i18n/words';
import { listCountries } from '@/lib/api/browser/catalogue';
import { type ChosenCountry, readChosenCountry, rememberChosenCountry } from '@/lib/chosen-country';
import { intlLocale } from '@/lib/intl-locale';
import { itineraryHref, todayIn } from '@/lib/itinerary-link';
import { type CountryChoice, countryOptions, preselectCountry } from './itinerary-countries';
import {
  defaultTripDates,
  latestTripEnd,
  moveTripStart,
  tripDateProblems,
} from './itinerary-trip-dates';

const START_PROBLEMS: readonly ItineraryDateNotice[] = ['invalid_start', 'past'];

/**
 * Every country, in pages of the spec's all-countries limit (§7, §9: 181). The shop sells more
 * countries than that, so the pages after the first are asked for together once the first has
 * said how many there are.
 */
async function listAllCountries(signal: AbortSignal): Promise<CountryChoice[]> {
  const page = (n: number) =>
    listCountries({ query: { page: n, limit: ALL_COUNTRIES_LIMIT }, signal });
  const first = await page(1);
  const pages = Math.ceil(first.count / ALL_COUNTRIES_LIMIT);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap(({ data }) => data.countries);
}

function storedChoice(): ChosenCountry | null {
  try {
    return readChosenCountry(localStorage);
  } catch {
    return null;
  }
}

/**
 * The itinerary modal's form: a country from the all-countries list (spec §7, limit 181) and the
 * trip's first and last day (today to today + 4 on the traveller's clock, 1 to 30 days, spec §9),
 * checked by the planner's own window rules; it opens /itinery with the spec's query.
 */
export function ItineraryForm({
  open,
  words,
  onClose,
}: {
  open: boolean;
  words: ClientWords;
  onClose: () => void;
}) {
  const t = wordsOf(words, 'home.itineraryModal');
  const locale = words.locale;
  // The traveller's today, fixed while the modal is open.
  const [today] = useState(() => todayIn());
  const [dates, setDates] = useState(() => defaultTripDates(today));
  const [country, setCountry] = useState(() => preselectCountry([], storedChoice()));
  const [countries, setCountries] = useState<CountryChoice[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [problems, setProblems] = useState<ItineraryDateNotice[]>([]);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    listAllCountries(controller.signal)
      .then((all) => {
        setCountries(all);
        setCountry(preselectCountry(all, storedChoice()));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: a failed list call is logged; the country shown can still be planned.
        console.error('[itinerary] countries did not load', error);
        setListFailed(true);
      });
    return () => controller.abort();
  }, []);

  const options = useMemo(
    () =>
      countries
        ? countryOptions(countries, intlLocale(locale), locale !== 'en')
        : [{ value: country.countryId, label: country.countryName }],
    [countries, country, locale],
  );

  const error = (kinds: readonly ItineraryDateNotice[]) => {
    const problem = problems.find((p) => kinds.includes(p));
    return problem ? t(`errors.${problem}`, { max: MAX_TRIP_DAYS }) : null;
  };
  const startError = error(START_PROBLEMS);
  const endError = error(problems.filter((p) => !START_PROBLEMS.includes(p)));

  function changeStart(startDate: string) {
    setDates((current) => moveTripStart(current, startDate));
    setProblems([]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = tripDateProblems(dates.startDate, dates.endDate, today);
    setProblems(found);
    if (found.length > 0) {
      (found.some((p) => START_PROBLEMS.includes(p)) ? startRef : endRef).current?.focus();
      return;
    }
    // Spec §3: choosing a destination here is a choice like any other: stored and announced.
    rememberChosenCountry(country);
    onClose();
    window.location.assign(localizePath(itineraryHref({ ...country, ...dates }), locale));
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      closeLabel={wordsOf(words, 'common')('close')}
    >
      <form noValidate onSubmit={submit} data-testid="itinerary-modal" className="space-y-4">
        <p className="text-sm text-slate-700">{t('intro')}</p>
        <div>
          <Select
            id="itinerary-country"
            label={t('country')}
            showLabel
            options={options}
            value={country.countryId}
            aria-busy={countries === null && !listFailed}
            aria-describedby={countries === null ? 'itinerary-country-status' : undefined}
            onChange={(event) => {
              const chosen = countries?.find((c) => c._id === event.target.value);
              if (chosen) setCountry({ countryId: chosen._id, countryName: chosen.name });
            }}
            className="mt-1 w-full"
          />
          {countries === null ? (
            <p
              id="itinerary-country-status"
              role="status"
              className={`mt-1 text-sm ${listFailed ? 'text-red-700' : 'text-slate-600'}`}
            >
              {listFailed ? t('countriesFailed') : t('countriesLoading')}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="sr-only">{t('datesHint', { max: MAX_TRIP_DAYS })}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              ref={startRef}
              id="itinerary-start"
              type="date"
              label={t('startDate')}
              value={dates.startDate}
              min={today}
              required
              error={startError}
              onChange={(event) => changeStart(event.target.value)}
            />
            <TextField
              ref={endRef}
              id="itinerary-end"
              type="date"
              label={t('endDate')}
              value={dates.endDate}
              min={dates.startDate || today}
              max={dates.startDate ? latestTripEnd(dates.startDate) : undefined}
              required
              error={endError}
              onChange={(event) => {
                setDates((current) => ({ ...current, endDate: event.target.value }));
                setProblems([]);
              }}
            />
          </div>
          <p aria-hidden="true" className="mt-2 text-sm text-slate-600">
            {t('datesHint', { max: MAX_TRIP_DAYS })}
          </p>
        </fieldset>
        <Button type="submit" size="lg" block>
          {t('submit')}
        </Button>
      </form>
    </Modal>
  );
}
