import type { EsimStatusKey } from './esim-view-state';

const TONES: Record<EsimStatusKey, string> = {
  fulfilled: 'bg-brand-50 text-brand-800 ring-brand-200',
  preparing: 'bg-amber-50 text-amber-900 ring-amber-200',
  awaiting_payment: 'bg-slate-100 text-slate-700 ring-slate-200',
  refunded: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function EsimStatusBadge({ status, label }: { status: EsimStatusKey; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${TONES[status]}`}
      data-testid="esim-status"
      data-status={status}
    >
      {label}
    </span>
  );
}
