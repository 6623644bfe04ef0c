import type { BookingState } from '@/lib/booking-state';

const TONES: Record<BookingState, string> = {
  ready: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  preparing: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  unpaid: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  cancelled: 'bg-red-50 text-red-800 ring-red-600/30',
  refunded: 'bg-red-50 text-red-800 ring-red-600/30',
  cancelledUnpaid: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

/** A booking's state as a coloured pill (an e-pass, a ticket): the words come from its kind. */
export function BookingStatusBadge({
  state,
  label,
  testId,
}: {
  state: BookingState;
  label: string;
  testId: string;
}) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${TONES[state]}`}
      data-testid={testId}
    >
      {label}
    </span>
  );
}
