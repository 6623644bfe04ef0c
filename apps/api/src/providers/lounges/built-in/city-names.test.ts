import { describe, expect, it } from 'vitest';
import { cityName } from './city-names';

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
