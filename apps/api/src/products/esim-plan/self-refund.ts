import type { EsimBundleState, EsimState, OrderLineStatus, SelfRefund } from '@tern/contracts';
import { SELF_REFUND_DAYS } from '@tern/domain';
import { ApiError } from '../../plugins/errors';
import type { CancellationPolicy } from '../product-kind';

const DAY_MS = 86_400_000;

type What = 'esim' | 'topup';
type Why = NonNullable<SelfRefund['why']>;

/** Why not, in words the traveller can act on (the page words `why` in its own language). */
const REFUSALS: Record<Why, (what: What) => string> = {
  preparing: (what) =>
    what === 'esim'
      ? 'Your eSIM is still being prepared. If it cannot be delivered, we refund it by ourselves.'
      : 'Your top-up is still being added. If it cannot be, we refund it by ourselves.',
  window_passed: () =>
    `Refunds can be asked for within ${SELF_REFUND_DAYS} days of purchase, and that time has passed.`,
  installed: () =>
    'This eSIM has been installed on a phone, so it can no longer be refunded: refunds are for eSIMs never installed.',
  started: () =>
    'This top-up has started, so it can no longer be refunded: refunds are for top-ups not yet started.',
};

/**
 * The 409 code of each refusal (issue 25's API): a started top-up is on an eSIM in use, so it
 * answers as an installed eSIM does; `why` in the details tells the two apart.
 */
const REFUSAL_CODES = {
  preparing: 'CANCELLATION_CLOSED',
  window_passed: 'REFUND_WINDOW_CLOSED',
  installed: 'ALREADY_INSTALLED',
  started: 'ALREADY_INSTALLED',
} as const satisfies Record<Why, string>;

/**
 * Whether the traveller may give back an eSIM (never installed) or a top-up (not started) by
 * themselves, within SELF_REFUND_DAYS of paying, and in words why not. The eSIM page shows this
 * before they try; the refund route checks it again under the order's lock.
 */
export function selfRefund(input: {
  what: What;
  lineStatus: OrderLineStatus;
  paidAt: Date | null;
  now: Date;
  /** The eSIM's state (a plan), or its bundle's (a top-up); null until delivered. */
  state: EsimState | EsimBundleState | null;
}): SelfRefund {
  const until = input.paidAt ? new Date(input.paidAt.getTime() + SELF_REFUND_DAYS * DAY_MS) : null;
  const no = (why: Why | null): SelfRefund => ({
    allowed: false,
    message: why ? REFUSALS[why](input.what) : null,
    until: until?.toISOString() ?? null,
    why,
  });
  if (input.lineStatus === 'refunded' || !until) return no(null);
  if (input.state === null) return no('preparing');
  if (input.now > until) return no('window_passed');
  const unused =
    input.what === 'esim'
      ? input.state === 'not_installed' || input.state === 'voided'
      : input.state === 'queued' || input.state === 'revoked';
  if (!unused) return no(input.what === 'esim' ? 'installed' : 'started');
  return { allowed: true, message: null, until: until.toISOString(), why: null };
}

export const asPolicy = (refund: SelfRefund): CancellationPolicy =>
  refund.allowed
    ? { allowed: true }
    : {
        allowed: false,
        message: refund.message ?? 'This item was already refunded.',
        ...(refund.why ? { code: REFUSAL_CODES[refund.why], details: { why: refund.why } } : {}),
      };

/** The provider's own refusal (installed or started since our last read), as the rule's. */
export const refusedBecause = (why: 'installed' | 'started'): ApiError =>
  new ApiError(409, REFUSAL_CODES[why], REFUSALS[why](why === 'installed' ? 'esim' : 'topup'), {
    why,
  });
