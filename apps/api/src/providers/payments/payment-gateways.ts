import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeGateway } from './stripe-gateway';

/**
 * Every configured gateway by name. New orders use config.paymentGateway; a refund goes through
 * the gateway that took the payment, whichever is configured for new orders now.
 */
export function createPaymentGateways(config: Config) {
  const byName = new Map<string, PaymentGateway>([['sandbox', createSandboxGateway()]]);
  if (config.stripe) byName.set('stripe', createStripeGateway(config.stripe));
  return {
    get(name: string): PaymentGateway {
      const gateway = byName.get(name);
      if (!gateway) throw new Error(`payment gateway "${name}" is not configured`);
      return gateway;
    },
    has: (name: string) => byName.has(name),
  };
}

export type PaymentGateways = ReturnType<typeof createPaymentGateways>;
