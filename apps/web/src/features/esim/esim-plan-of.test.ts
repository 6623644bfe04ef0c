import type { Order } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { esimPlanOf } from './esim-plan-of';

const destination = { name: 'France', isoCode: 'FR', flagImageUrl: '/flags/4x3/fr.svg' };
const plan = {
  dataAmount: 5000,
  duration: 30,
  speed: ['4G', '5G'],
  activationPolicy: 'first-connection' as const,
  fairUse: null,
  destination,
};
const line = (name: string) =>
  ({
    kind: 'esim_plan',
    product: { bundleId: 'bndl_fr_5gb_30d', name, ...plan },
  }) as Order['lines'][number];

describe('the plan an eSIM order shows', () => {
  it('is the one sold, even after the catalogue renamed it', () => {
    const order = {
      lines: [line('France 5 GB 30 days')],
      bundle: { _id: 'bndl_fr_5gb_30d', name: 'France Explorer (renamed)', ...plan },
    };
    expect(esimPlanOf(order).name).toBe('France 5 GB 30 days');
  });

  it('falls back to the plan fields for an order without lines', () => {
    const order = { lines: [], bundle: { _id: 'bndl_fr_5gb_30d', name: 'France 5 GB', ...plan } };
    expect(esimPlanOf(order)).toMatchObject({ bundleId: 'bndl_fr_5gb_30d', name: 'France 5 GB' });
  });
});
