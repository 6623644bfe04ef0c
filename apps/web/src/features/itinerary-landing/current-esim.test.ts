import type { OrderedEsim } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { currentEsim } from './current-esim';

const esim = (
  orderId: string,
  status: OrderedEsim['status'],
  purchasedAt: string,
): OrderedEsim => ({
  orderId,
  esimId: null,
  countryName: 'France',
  countryLocalName: 'France',
  countryflagImageUrl: '/flags/4x3/fr.svg',
  commbitzFlagImageUrlFull: '/art/flag-badge/fr.svg',
  salePlanDays: 30,
  status,
  iccid: null,
  readAt: null,
  bundles: [
    {
      lineId: '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
      name: '5GB',
      localName: '5GB',
      topUp: false,
      state: null,
      initialQuantity: 5000,
      remainingQuantity: null,
      expiresAt: null,
    },
  ],
  purchasedAt,
});

describe("the 'Your eSIM' card's eSIM", () => {
  it('is the newest live one', () => {
    const picked = currentEsim([
      esim('old', 'active', '2026-10-01T10:00:00Z'),
      esim('new', 'not_installed', '2026-11-20T10:00:00Z'),
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
