import { describe, expect, it } from 'vitest';
import { countryOptions, preselectCountry } from './itinerary-countries';

const COUNTRIES = [
  { _id: 'c-fr', name: 'France', isoCode: 'FR' },
  { _id: 'c-ae', name: 'United Arab Emirates', isoCode: 'AE' },
  { _id: 'c-de', name: 'Germany', isoCode: 'DE' },
];

describe('the itinerary modal’s country', () => {
  it('starts on the destination chosen last, by id', () => {
    expect(preselectCountry(COUNTRIES, { countryId: 'c-fr', countryName: 'France' })).toEqual({
      countryId: 'c-fr',
      countryName: 'France',
    });
  });

  it('finds a stored country by name when its id is unknown', () => {
    expect(preselectCountry(COUNTRIES, { countryId: '', countryName: 'germany' })).toEqual({
      countryId: 'c-de',
      countryName: 'Germany',
    });
  });

  it('falls back to United Arab Emirates (spec §9) without a choice, or for a region', () => {
    const uae = { countryId: 'c-ae', countryName: 'United Arab Emirates' };
    expect(preselectCountry(COUNTRIES, null)).toEqual(uae);
    expect(preselectCountry(COUNTRIES, { countryId: 'r-eu', countryName: 'Europe' })).toEqual(uae);
  });

  it('keeps the stored choice, or the default by name, before the list has loaded', () => {
    const stored = { countryId: 'c-fr', countryName: 'France' };
    expect(preselectCountry([], stored)).toEqual(stored);
    expect(preselectCountry([], null)).toEqual({
      countryId: '',
      countryName: 'United Arab Emirates',
    });
  });

  it('lists the countries alphabetically, in Vietnamese on the Vietnamese page', () => {
    expect(countryOptions(COUNTRIES, 'en-GB', false).map((o) => o.label)).toEqual([
      'France',
      'Germany',
      'United Arab Emirates',
    ]);
    const vi = countryOptions(COUNTRIES, 'vi-VN', true);
    expect(vi.find((o) => o.value === 'c-de')?.label).toBe('Đức');
    expect(vi.map((o) => o.label)).toEqual(
      [...vi.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'vi-VN')),
    );
  });
});
