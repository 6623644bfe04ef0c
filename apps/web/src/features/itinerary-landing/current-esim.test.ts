import type { OrderedEsim } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { currentEsim } from './current-esim';

const esim = (
  orderId: string,
  status: OrderedEsim['status'],
  purchasedAt: string,
): OrderedEsim => ({
  orderId,
  countryName: 'France',
  countryflagImageUrl: '/flags/4x3/fr.svg',
  commbitzFlagImageUrlFull: '/art/flag-badge/fr.svg',
  salePlanDays: 30,
  status,
  iccid: null,
  bundles: [{ name: '5GB', initialQuantity: 5000, remainingQuantity: null }],
  purchasedAt,
});

describe("the 'Your eSIM' card's eSIM", () => {
  it('is the newest live one', () => {
    const picked = currentEsim([
      esim('old', 'active', '2026-10-01T10:00:00Z'),
      esim('new', 'ready', '2026-11-20T10:00:00Z'),
      esim('newest-gone', 'expired', '2026-11-25T10:00:00Z'),
    ]);
    expect(picked?.orderId).toBe('new');
  });

  it('falls back to the newest expired one, never a refunded order', () => {
    expect(
      currentEsim([
        esim('expired', 'expired', '2026-10-01T10:00:00Z'),
        esim('refunded', 'refunded', '2026-11-20T10:00:00Z'),
      ])?.orderId,
    ).toBe('expired');
    expect(currentEsim([esim('refunded', 'refunded', '2026-11-20T10:00:00Z')])).toBeNull();
    expect(currentEsim([])).toBeNull();
  });
});
