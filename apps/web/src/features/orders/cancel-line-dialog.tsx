'use client';
import type { SelfRefundReason } from '@tern/contracts';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Modal } from '@/components/ui/modal';
import { useWords } from '@/i18n/words';
import { isApiError } from '@/lib/api/api-error';
import { cancelOrderLine, selfRefundLine } from '@/lib/api/browser/orders';

/** The API's answers for "no longer": a booking's cutoff, an eSIM installed, 30 days gone. */
const CLOSED_CODES = new Set(['CANCELLATION_CLOSED', 'ALREADY_INSTALLED', 'REFUND_WINDOW_CLOSED']);

/**
 * Confirms a cancellation and makes it: the API refunds the line through the card's gateway and
 * voids its passes or tickets; the page then re-renders on the server with the cancelled state.
 * Asked with reasons (an eSIM or a top-up given back), it is the self-serve refund.
 */
export default function CancelLineDialog({
  orderId,
  lineId,
  refund,
  words,
  reasons,
  onClose,
}: {
  orderId: string;
  lineId: string;
  refund: string;
  /** The namespace of the dialog's texts (see CancelLine). */
  words: string;
  reasons?: { words: string; values: readonly SelfRefundReason[] } | undefined;
  onClose: () => void;
}) {
  const t = useWords(words);
  const tr = useWords(reasons?.words ?? words);
  const [reason, setReason] = useState<SelfRefundReason | undefined>(reasons?.values[0]);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const [problem, setProblem] = useState<string | null>(null);

  async function cancel() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      if (reasons && reason) await selfRefundLine(orderId, lineId, reason);
      else await cancelOrderLine(orderId, lineId);
      startTransition(() => router.refresh());
    } catch (error) {
      console.error('[orders] cancellation failed', isApiError(error) ? error.code : error);
      setProblem(isApiError(error) && CLOSED_CODES.has(error.code) ? t('closed') : t('failed'));
      setBusy(false);
    }
  }

  const working = busy || refreshing;
  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <div className="space-y-4 px-5 py-4" data-testid="cancel-dialog">
        <p className="text-slate-800">{t('text', { amount: refund })}</p>
        {reasons ? (
          <fieldset>
            <legend className="font-semibold text-ink">{tr('reason')}</legend>
            <div className="mt-2 space-y-2">
              {reasons.values.map((value) => (
                <label key={value} className="flex items-center gap-3 text-slate-800">
                  <input
                    type="radio"
                    name="refund-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-brand-700"
                  />
                  {tr(`reasons.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div aria-live="polite">
          {problem ? (
            <p className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('keep')}
          </button>
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={working}
            aria-busy={working}
            className="inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-6 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            data-testid="confirm-cancel"
          >
            {working ? t('working') : t('confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
