import { ITINERARY_DEFAULT_COUNTRY } from '@tern/domain';
import type { ChosenCountry } from '@/lib/chosen-country';

/** What the modal needs of a catalogue country. */
export interface CountryChoice {
  _id: string;
  name: string;
  isoCode: string;
}

/** Spec §9: the planner's default country, until the traveller has chosen one. */
export const DEFAULT_CHOICE: ChosenCountry = {
  countryId: '',
  countryName: ITINERARY_DEFAULT_COUNTRY,
};

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * The country the modal starts on: the one chosen last (by id, or by name when the id is not in
 * the list), else the default. A stored region ("Europe") is not a country of the list.
 */
export function preselectCountry(
  countries: readonly CountryChoice[],
  stored: ChosenCountry | null,
): ChosenCountry {
  const find = (choice: ChosenCountry) =>
    countries.find((c) => choice.countryId !== '' && c._id === choice.countryId) ??
    countries.find((c) => sameName(c.name, choice.countryName));
  const match = (stored && find(stored)) ?? find(DEFAULT_CHOICE);
  return match ? { countryId: match._id, countryName: match.name } : (stored ?? DEFAULT_CHOICE);
}

/**
 * The list's options in the page's language, alphabetical in it. The value stays the
 * catalogue's id and the English name is what the planner is sent; only the label is translated.
 */
export function countryOptions(
  countries: readonly CountryChoice[],
  intlLocale: string,
  translate: boolean,
): { value: string; label: string }[] {
  const names = translate ? new Intl.DisplayNames([intlLocale], { type: 'region' }) : null;
  const label = (country: CountryChoice) => {
    try {
      return names?.of(country.isoCode.toUpperCase()) ?? country.name;
    } catch {
      return country.name;
    }
  };
  return countries
    .map((country) => ({ value: country._id, label: label(country) }))
    .sort((a, b) => a.label.localeCompare(b.label, intlLocale));
}
