import { describe, expect, it } from 'vitest';
import { preorderPath } from './preorder-path';

describe('preorderPath (spec §2 /checkout)', () => {
  it('names quantity 1, the destination, the plan, preorder and the currency symbol', () => {
    expect(
      preorderPath('/vi/checkout', { _id: 'bndl_vn_1gb_7d', priceSymbol: '₫' }, 'Viet Nam'),
    ).toBe(
      '/vi/checkout?quantity=1&search=Viet+Nam&bundleId=bndl_vn_1gb_7d&type=preorder&currencySymbol=%E2%82%AB',
    );
  });
});
