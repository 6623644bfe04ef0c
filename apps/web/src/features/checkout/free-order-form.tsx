'use client';
import type { ErrorCode } from '@tern/contracts';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/form';
import { useWords } from '@/i18n/words';
import { isApiError } from '@/lib/api/api-error';
import { confirmFreeOrder } from '@/lib/api/browser/orders';

/** The order is no longer free (a code was taken off elsewhere) or no longer open: show it anew. */
const SHOW_AGAIN: readonly string[] = [
  'ORDER_NOT_FREE',
  'ORDER_NOT_CHANGEABLE',
  'ORDER_ALREADY_PAID',
] satisfies ErrorCode[];

interface FreeOrderFormProps {
  orderId: string;
  /** The order's own page, where a paid order goes too. */
  orderPath: string;
  terms: ReactNode;
  ensureTermsAccepted: () => boolean;
  /** True while the order is being priced in the traveller's currency. */
  waiting: boolean;
  status: ReactNode;
}

/**
 * In place of a payment when the discounts cover the whole order: the terms, then one button
 * that places the order (POST /orders/{id}/confirm-free); it is delivered like a paid one.
 */
export default function FreeOrderForm(props: FreeOrderFormProps) {
  const t = useWords('checkout.free');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || props.waiting || !props.ensureTermsAccepted()) return;
    setBusy(true);
    setError(null);
    try {
      await confirmFreeOrder(props.orderId);
      router.push(props.orderPath);
    } catch (failure) {
      console.error('[checkout] free order refused', isApiError(failure) ? failure.code : failure);
      setBusy(false);
      if (isApiError(failure) && SHOW_AGAIN.includes(failure.code)) router.refresh();
      setError(t('failed'));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" data-testid="free-order">
      <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
        {t('note')}
      </p>
      {props.terms}
      <ErrorSummary message={error} />
      <div>
        <Button
          type="submit"
          size="lg"
          block
          disabled={busy || props.waiting}
          aria-busy={busy || props.waiting}
          data-testid="get-it-free"
        >
          {busy ? t('confirming') : t('submit')}
        </Button>
        {props.status}
      </div>
    </form>
  );
}
