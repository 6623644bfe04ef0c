import { type JobHandler, RetryLater } from '../../jobs/runner';
import type { OrderLifecycle } from './lifecycle/order-lifecycle';

/** A 3-D Secure step started this recently keeps an expiring order open for it. */
const CONFIRMATION_GRACE_MS = 10 * 60_000;

/** Closes an unpaid order whose held places ran out (the job is queued when it is created). */
export function expireOrderHandler(lifecycle: OrderLifecycle): JobHandler {
  return {
    async run(job) {
      const outcome = await lifecycle.expire(job.key, CONFIRMATION_GRACE_MS);
      if (outcome === 'busy')
        throw new RetryLater(CONFIRMATION_GRACE_MS, 'a payment confirmation is under way');
    },
  };
}
