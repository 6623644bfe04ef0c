import type { Order, OrderRefund } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { cardBrandName, chargeOf, refundsOfLine, refundsOfWholeOrder } from './order-money';

const LINE = '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';
const money = { amount: 5.97, minor: 597, currencyCode: 'EUR' };
const refund = (over: Partial<OrderRefund>): OrderRefund => ({
  id: crypto.randomUUID(),
  lineId: LINE,
  amount: money,
  reason: 'delivery_failed',
  travellerReason: null,
  status: 'pending',
  createdAt: '2026-11-26T10:00:00Z',
  settledAt: null,
  ...over,
});
const payment = (status: NonNullable<Order['payment']>['status']) => ({
  status,
  amount: money,
  refunded: { ...money, amount: 0, minor: 0 },
  cardBrand: 'visa',
  cardLast4: '4242',
});

describe('an order’s money as its pages show it', () => {
  it('finds a line’s refunds apart from a payment refunded whole', () => {
    const line = refund({ status: 'failed' });
    const again = refund({ status: 'succeeded' });
    const whole = refund({ lineId: null, reason: 'order_not_payable' });
    const other = refund({ lineId: crypto.randomUUID() });
    const order = { refunds: [line, whole, other, again] };
    expect(refundsOfLine(order, LINE)).toEqual([line, again]);
    expect(refundsOfWholeOrder(order)).toEqual([whole]);
  });

  it('shows a charge only once the card was charged', () => {
    expect(chargeOf({ payment: null })).toBeNull();
    expect(chargeOf({ payment: payment('declined') })).toBeNull();
    expect(chargeOf({ payment: payment('requires_action') })).toBeNull();
    expect(chargeOf({ payment: payment('succeeded') })?.amount).toEqual(money);
    expect(chargeOf({ payment: payment('refunded') })?.amount).toEqual(money);
  });

  it('names the card brand as its owner writes it', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('discover')).toBe('Discover');
    expect(cardBrandName('card')).toBeNull();
    expect(cardBrandName(null)).toBeNull();
  });
});
