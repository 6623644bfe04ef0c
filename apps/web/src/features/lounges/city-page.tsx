import type { LocalTransportHub } from '@tern/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SupplierText } from '@/components/ui/supplier-text';
import { PlainLink } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { zoneLabel } from '@/lib/zoned-time';
import { CityPickerButton } from './city-picker-button';
import { type CityAirport, terminalKey } from './load-city';
import { cityPickerMessages } from './lounge-messages';
import { ServiceCard } from './service-card';
import { cityPath, type ServiceMode } from './service-paths';

interface Props {
  mode: ServiceMode;
  /** One of the city's airports: its city as paths write it and as the page's language does. */
  city: Pick<LocalTransportHub, 'city' | 'localCity'>;
  airports: CityAirport[];
  /** "LHR Terminal 5" from ?terminal=, or null for every terminal. */
  terminal: string | null;
}

const chip = (active: boolean) =>
  `inline-block rounded-full border px-3 py-1.5 text-sm font-semibold ${
    active
      ? 'border-brand-600 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-ink hover:border-brand-400'
  }`;

/** /lounge/airport/{city} and /fasttrack/airport/{city}: the city's airports and their services. */
export async function CityPage({ mode, city, airports, terminal }: Props) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const terminals = airports.flatMap(({ services }) => [...new Set(services.map(terminalKey))]);
  const base = cityPath(mode, city.city);
  // The first two cards (one on a phone, a row on a desktop) are above the fold.
  let cardsShown = 0;
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">
            {t(`lounges.city.title.${mode}`, { city: city.localCity })}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            {t(`lounges.city.intro.${mode}`, { city: city.localCity, count: airports.length })}
          </p>
        </div>
        <CityPickerButton
          mode={mode}
          messages={cityPickerMessages(t, locale, mode)}
          testId="change-city"
          className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-400"
        >
          {t('lounges.city.changeCity')}
        </CityPickerButton>
      </div>

      {terminals.length > 1 ? (
        <nav aria-label={t('lounges.city.terminalFilter')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <PlainLink
                href={base}
                className={chip(terminal === null)}
                aria-current={terminal === null ? 'page' : undefined}
              >
                {t('lounges.city.allTerminals')}
              </PlainLink>
            </li>
            {terminals.map((key) => (
              <li key={key}>
                <PlainLink
                  href={`${base}?terminal=${encodeURIComponent(key)}`}
                  className={chip(terminal === key)}
                  aria-current={terminal === key ? 'page' : undefined}
                >
                  <SupplierText>{key}</SupplierText>
                </PlainLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {airports.map(({ airport, services }) => {
        const shown = terminal ? services.filter((s) => terminalKey(s) === terminal) : services;
        if (terminal && shown.length === 0) return null;
        return (
          <section
            key={airport.transportHubId}
            className="mt-8"
            aria-labelledby={`airport-${airport.iata}`}
          >
            <h2 id={`airport-${airport.iata}`} className="text-xl font-bold text-ink">
              <SupplierText>{airport.name}</SupplierText> ({airport.iata})
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('lounges.city.timeZone', { zone: zoneLabel(airport.timeZone, locale) })}
            </p>
            <ul className="mt-4 grid gap-4 lg:grid-cols-2">
              {shown.map((service) => (
                <li key={service.resourceId}>
                  <ServiceCard mode={mode} service={service} aboveFold={cardsShown++ < 2} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {terminal && !terminals.includes(terminal) ? (
        <p className="mt-8 text-slate-700">{t('lounges.city.noneInTerminal')}</p>
      ) : null}
    </Container>
  );
}
