import { describe, expect, it } from 'vitest';
import { groupDevices } from './group-devices';

const devices = [
  { brand: 'Samsung', model: 'Galaxy S23', aliases: ['SM-S911B'] },
  { brand: 'Apple', model: 'iPhone 13', aliases: ['A2633'], notes: 'Not the mainland China model' },
  { brand: 'Apple', model: 'iPhone XS', aliases: [] },
  { brand: 'Google', model: 'Pixel 7', aliases: [] },
];

describe('the compatible phones list', () => {
  it('groups every phone by brand, brands in alphabetical order', () => {
    expect(groupDevices(devices).map((g) => [g.brand, g.devices.length])).toEqual([
      ['Apple', 2],
      ['Google', 1],
      ['Samsung', 1],
    ]);
  });

  it('finds a phone by model, brand and model together, or model number', () => {
    expect(groupDevices(devices, 'iphone 13')[0]?.devices.map((d) => d.model)).toEqual([
      'iPhone 13',
    ]);
    expect(groupDevices(devices, 'samsung galaxy')[0]?.brand).toBe('Samsung');
    expect(groupDevices(devices, 'sm-s911b')[0]?.devices[0]?.model).toBe('Galaxy S23');
  });

  it('has no group when nothing matches', () => {
    expect(groupDevices(devices, 'nokia 3310')).toEqual([]);
  });
});
