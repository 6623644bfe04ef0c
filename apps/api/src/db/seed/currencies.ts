import { createRequire } from 'node:module';
import currencyCodes from 'currency-codes';
import getSymbolFromCurrency from 'currency-symbol-map';
import worldCountries from 'world-countries';
import { EXCLUDED_COUNTRIES } from './data/cost-table';

export interface SeedCurrency {
  code: string;
  name: string;
  symbol: string;
  country: string;
  countryCode: string;
  minorUnits: number;
  ratePerUsd: number;
}

export interface SeedRates {
  date: string;
  currencies: SeedCurrency[];
}

/**
 * Local currencies fixed 1:1 to another, for which the rate snapshot has no quote of its own:
 * Cook Islands dollar (NZD), Faroese króna (DKK), Kiribati dollar (AUD).
 */
const PEGGED_TO: Readonly<Record<string, string>> = { CKD: 'NZD', FOK: 'DKK', KID: 'AUD' };

/** The flag a multi-country currency is shown with. */
const FLAG_COUNTRY: Readonly<Record<string, { country: string; countryCode: string }>> = {
  EUR: { country: 'European Union', countryCode: 'EU' },
  USD: { country: 'United States', countryCode: 'US' },
  GBP: { country: 'United Kingdom', countryCode: 'GB' },
  AUD: { country: 'Australia', countryCode: 'AU' },
  NZD: { country: 'New Zealand', countryCode: 'NZ' },
  XAF: { country: 'Cameroon', countryCode: 'CM' },
  XOF: { country: 'Senegal', countryCode: 'SN' },
  XCD: { country: 'Saint Lucia', countryCode: 'LC' },
  XPF: { country: 'French Polynesia', countryCode: 'PF' },
  INR: { country: 'India', countryCode: 'IN' },
  CHF: { country: 'Switzerland', countryCode: 'CH' },
  DKK: { country: 'Denmark', countryCode: 'DK' },
  NOK: { country: 'Norway', countryCode: 'NO' },
  ZAR: { country: 'South Africa', countryCode: 'ZA' },
};

const require = createRequire(import.meta.url);

/** The dated snapshot shipped in @fawazahmed0/currency-api: { date, usd: { eur: 0.88, ... } }. */
function loadUsdRates(): { date: string; rates: Record<string, number> } {
  const snapshot = require('@fawazahmed0/currency-api/v1/currencies/usd.json') as {
    date: string;
    usd: Record<string, number>;
  };
  return { date: snapshot.date, rates: snapshot.usd };
}

/** Every currency a sold destination uses, with its flag country, minor units and USD rate. */
export function buildSeedRates(): SeedRates {
  const { date, rates } = loadUsdRates();
  const byCode = new Map<
    string,
    { name: string; symbol: string; countries: { name: string; cca2: string }[] }
  >();
  for (const c of worldCountries) {
    if (EXCLUDED_COUNTRIES.has(c.cca2)) continue;
    for (const [code, info] of Object.entries(c.currencies ?? {})) {
      const entry = byCode.get(code) ?? { name: info.name, symbol: info.symbol, countries: [] };
      entry.countries.push({ name: c.name.common, cca2: c.cca2 });
      byCode.set(code, entry);
    }
  }

  const currencies: SeedCurrency[] = [];
  for (const [code, entry] of byCode) {
    const rate = rates[code.toLowerCase()] ?? rates[PEGGED_TO[code]?.toLowerCase() ?? ''];
    if (rate === undefined) continue; // no quote and no peg: cannot price in it honestly
    const iso = currencyCodes.code(code);
    const flag = FLAG_COUNTRY[code] ?? pickFlagCountry(code, entry.countries);
    currencies.push({
      code,
      name: iso?.currency ?? capitalize(entry.name),
      symbol: getSymbolFromCurrency(code) ?? (entry.symbol || code),
      country: flag.country,
      countryCode: flag.countryCode,
      minorUnits: iso?.digits ?? 2,
      ratePerUsd: code === 'USD' ? 1 : rate,
    });
  }
  currencies.sort((a, b) => a.code.localeCompare(b.code));
  return { date, currencies };
}

/** ISO 4217 codes start with the issuing country's code (JPY → JP); otherwise the first user. */
function pickFlagCountry(code: string, users: { name: string; cca2: string }[]) {
  const issuer = users.find((u) => code.startsWith(u.cca2)) ?? users[0]!;
  return { country: issuer.name, countryCode: issuer.cca2 };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
