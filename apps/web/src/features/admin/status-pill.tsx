export type PillTone = 'good' | 'waiting' | 'bad' | 'neutral';

const TONES: Record<PillTone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  bad: 'bg-red-50 text-red-800 ring-red-600/30',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

/** A state as a coloured pill (a code's status, an order's, a payment's): the words say it too. */
export function StatusPill({ tone, label }: { tone: PillTone; label: string }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}

/** "waiting_for_stock" → "waiting for stock": a contract's state, readable. */
export const stateLabel = (state: string) => state.replaceAll('_', ' ');
