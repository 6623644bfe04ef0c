import type { Order } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { esimLineOf } from './esim-line-of';

const product = {
  bundleId: 'bndl_fr_5gb_30d',
  name: 'France 5 GB 30 days',
  dataAmount: 5000,
  duration: 30,
  speed: ['4G', '5G'],
  activationPolicy: 'first-connection' as const,
  fairUse: null,
  destination: { name: 'France', isoCode: 'FR', flagImageUrl: '/flags/4x3/fr.svg' },
};
const lounge = { kind: 'lounge_pass', product: { name: 'Terrace Lounge Hanoi' } };

describe('the eSIM line of an order', () => {
  it('is the plan as sold, read from the lines alone', () => {
    const esim = { kind: 'esim_plan', product, delivery: null };
    const order = { lines: [lounge, esim] } as unknown as Pick<Order, 'lines'>;
    expect(esimLineOf(order)?.product.name).toBe('France 5 GB 30 days');
  });

  it('is none for an order that sold no eSIM', () => {
    const order = { lines: [lounge] } as unknown as Pick<Order, 'lines'>;
    expect(esimLineOf(order)).toBeUndefined();
  });
});
