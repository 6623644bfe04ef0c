import { describe, expect, it } from 'vitest';
import { loadAirports } from './airports';
import { cityName, cityNameIn } from './city-names';
import { LOCAL_CITY_NAMES } from './local-city-names';

describe('the city an airport serves', () => {
  it('drops local names in brackets and districts before the city', () => {
    expect(cityName('HAN', 'Hanoi (Soc Son)')).toBe('Hanoi');
    expect(cityName('IST', 'Arnavutköy, Istanbul')).toBe('Istanbul');
    expect(cityName('RDX', 'Raleigh/Durham')).toBe('Raleigh');
    expect(cityName('CUN', 'Ciudad de Cancún')).toBe('Cancún');
    expect(cityName('AGT', 'Ciudad del Este')).toBe('Ciudad del Este');
  });

  it('names the city for airports filed under their town', () => {
    expect(cityName('KUL', 'Sepang')).toBe('Kuala Lumpur');
    expect(cityName('HKG', 'Islands')).toBe('Hong Kong');
    expect(cityName('NRT', 'Narita')).toBe('Tokyo');
  });

  it('gives no city when the data names none', () => {
    expect(cityName('HSA', '')).toBeNull();
  });
});

describe('a city in the page language', () => {
  it('names every served city in Arabic, so no Arabic page shows an English city', () => {
    const missing = [...new Set(loadAirports().map((airport) => airport.city))].filter(
      (city) => !(city in LOCAL_CITY_NAMES),
    );
    expect(missing).toEqual([]);
  });

  it('gives the Vietnamese name where Vietnamese has one, else the name as written', () => {
    expect(cityNameIn('Hanoi', 'vi')).toBe('Hà Nội');
    expect(cityNameIn('Beijing', 'vi')).toBe('Bắc Kinh');
    expect(cityNameIn('Dubai', 'vi')).toBe('Dubai');
    expect(cityNameIn('Dubai', 'ar')).toBe('دبي');
    expect(cityNameIn('Dubai', 'en')).toBe('Dubai');
  });

  it("keeps a supplier's city that is not listed", () => {
    expect(cityNameIn('Springfield', 'ar')).toBe('Springfield');
  });
});
