import {
  type LineCancellation,
  type OrderLineStatus,
  OrderLineStatusSchema,
} from '@tern/contracts';

/**
 * Whether a paid line may still be cancelled for free, and until when: it holds a booking not
 * yet cancelled, its order is paid, it is not refunded and the kind's cutoff has not passed.
 */
export function lineCancellation(
  booking: { cancelledAt: Date | null } | undefined,
  line: { status: OrderLineStatus; orderPaid: boolean },
  cutoff: { freeUntil: string; passed: boolean },
): LineCancellation {
  const cancelledAt = booking?.cancelledAt ?? null;
  return {
    cancellable:
      !!booking &&
      !cancelledAt &&
      line.orderPaid &&
      line.status !== OrderLineStatusSchema.enum.refunded &&
      !cutoff.passed,
    freeUntil: cutoff.freeUntil,
    cancelledAt: cancelledAt ? cancelledAt.toISOString() : null,
  };
}
