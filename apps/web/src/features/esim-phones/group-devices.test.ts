import type { DeviceException } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { filterBrands } from './group-devices';

const phone = (model: string, aliases: string[] = [], exceptions: DeviceException[] = []) => ({
  model,
  aliases,
  year: 2022,
  exceptions,
});
const brands = [
  { brand: 'Samsung', devices: [phone('Galaxy S23', ['SM-S911B'])] },
  {
    brand: 'Apple',
    devices: [phone('iPhone 13', ['A2633'], ['china-dual-sim']), phone('iPhone XS')],
  },
  { brand: 'Google', devices: [phone('Pixel 7')] },
];

describe('the compatible phones list', () => {
  it('shows every phone by brand, brands in alphabetical order', () => {
    expect(filterBrands(brands).map((g) => [g.brand, g.devices.length])).toEqual([
      ['Apple', 2],
      ['Google', 1],
      ['Samsung', 1],
    ]);
  });

  it('finds a phone by model, brand and model together, or model number', () => {
    expect(filterBrands(brands, 'iphone 13')[0]?.devices.map((d) => d.model)).toEqual([
      'iPhone 13',
    ]);
    expect(filterBrands(brands, 'samsung galaxy')[0]?.brand).toBe('Samsung');
    expect(filterBrands(brands, 'sm-s911b')[0]?.devices[0]?.model).toBe('Galaxy S23');
  });

  it('has no group when nothing matches', () => {
    expect(filterBrands(brands, 'nokia 3310')).toEqual([]);
  });
});
