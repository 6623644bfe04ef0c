import type { PaymentGateway } from '../../src/providers/payments/payment-gateway';

type SandboxModule = typeof import('../../src/providers/payments/sandbox-gateway');
type Call<K extends 'create' | 'refund'> = (
  input: Parameters<PaymentGateway[K]>[0],
  next: PaymentGateway[K],
) => ReturnType<PaymentGateway[K]>;

/**
 * The sandbox gateway module with a test's hooks around its calls (to count, delay or hold
 * them), for `vi.mock('…/sandbox-gateway', async (original) => sandboxWith(await original(), …))`.
 */
export function sandboxWith(
  actual: SandboxModule,
  hooks: { create?: Call<'create'>; refund?: Call<'refund'> },
): SandboxModule {
  return {
    ...actual,
    createSandboxGateway: () => {
      const gateway = actual.createSandboxGateway();
      const { create, refund } = hooks;
      return {
        ...gateway,
        create: create ? (input) => create(input, gateway.create) : gateway.create,
        refund: refund ? (input) => refund(input, gateway.refund) : gateway.refund,
      };
    },
  };
}
