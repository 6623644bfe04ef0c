import { randomUUID } from 'node:crypto';
import { ApiError } from '../../plugins/errors';
import type { PaymentGateway } from './payment-gateway';
import { cardBrand, decideSandboxCard, isLuhnValid } from './sandbox-cards';

const DECLINED = 'Your card was declined. No money was taken; please try another card.';
const UNKNOWN_TEST_CARD =
  'The sandbox only accepts its test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for confirmation.';
const NOT_CONFIRMED = 'The payment was not confirmed. No money was taken.';

/** The built-in gateway: Stripe-like test cards decided on this machine; no money moves. */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',

    async create({ cardNumber = '' }) {
      if (!isLuhnValid(cardNumber))
        throw new ApiError(400, 'INVALID_CARD', 'That card number is not valid. Please check it.');
      const decision = decideSandboxCard(cardNumber);
      return {
        status:
          decision === 'succeed'
            ? 'succeeded'
            : decision === 'challenge'
              ? 'requires_action'
              : 'declined',
        providerPaymentId: null,
        clientSecret: null,
        // Never the number: the brand and the last four digits at most.
        cardBrand: cardBrand(cardNumber),
        cardLast4: cardNumber.slice(-4),
        failureReason:
          decision === 'decline' ? DECLINED : decision === 'unknown' ? UNKNOWN_TEST_CARD : null,
      };
    },

    async confirm(input) {
      const approve = 'approve' in input && input.approve;
      return {
        id: randomUUID(),
        kind: approve ? 'payment-succeeded' : 'payment-failed',
        providerPaymentId: 'approve' in input ? input.providerPaymentId : null,
        orderId: null,
        amountMinor: null,
        currency: null,
        cardBrand: null,
        cardLast4: null,
        failureMessage: approve ? null : NOT_CONFIRMED,
      };
    },

    async refund({ refundId }) {
      return { refundId: `sbx_re_${refundId}` };
    },
  };
}
