import type { EsimBundleState, EsimState, OrderLineStatus, SelfRefund } from '@tern/contracts';
import { SELF_REFUND_DAYS } from '@tern/domain';
import type { CancellationPolicy } from '../product-kind';

const DAY_MS = 86_400_000;

/**
 * Whether the traveller may give back an eSIM (never installed) or a top-up (not started) by
 * themselves, within SELF_REFUND_DAYS of paying, and in words why not. The eSIM page shows this
 * before they try; the cancel route checks it again under the order's lock.
 */
export function selfRefund(input: {
  what: 'esim' | 'topup';
  lineStatus: OrderLineStatus;
  paidAt: Date | null;
  now: Date;
  /** The eSIM's state (a plan), or its bundle's (a top-up); null until delivered. */
  state: EsimState | EsimBundleState | null;
}): SelfRefund {
  const until = input.paidAt ? new Date(input.paidAt.getTime() + SELF_REFUND_DAYS * DAY_MS) : null;
  const no = (why: SelfRefund['why'], message: string | null): SelfRefund => ({
    allowed: false,
    message,
    until: until?.toISOString() ?? null,
    why,
  });
  if (input.lineStatus === 'refunded' || !until) return no(null, null);
  if (input.state === null)
    return no(
      'preparing',
      input.what === 'esim'
        ? 'Your eSIM is still being prepared. If it cannot be delivered, we refund it by ourselves.'
        : 'Your top-up is still being added. If it cannot be, we refund it by ourselves.',
    );
  if (input.now > until)
    return no(
      'window_passed',
      `Refunds can be asked for within ${SELF_REFUND_DAYS} days of purchase, and that time has passed.`,
    );
  const unused =
    input.what === 'esim'
      ? input.state === 'not_installed' || input.state === 'voided'
      : input.state === 'queued' || input.state === 'revoked';
  if (!unused)
    return no(
      input.what === 'esim' ? 'installed' : 'started',
      input.what === 'esim'
        ? 'This eSIM has been installed on a phone, so it can no longer be refunded: refunds are for eSIMs never installed.'
        : 'This top-up has started, so it can no longer be refunded: refunds are for top-ups not yet started.',
    );
  return { allowed: true, message: null, until: until.toISOString(), why: null };
}

export const asPolicy = (refund: SelfRefund): CancellationPolicy =>
  refund.allowed
    ? { allowed: true }
    : { allowed: false, message: refund.message ?? 'This item was already refunded.' };
