'use client';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { useWords } from '@/i18n/words';
import { applyDiscount, removeDiscount } from '@/lib/api/browser/orders';
import { discountErrorText } from './discount-error';

interface DiscountCodesProps {
  orderId: string;
  /** The codes already on the order, in the order they were applied. */
  applied: readonly string[];
}

/**
 * The checkout's discount code field, for every product kind: a code is applied to the order
 * (the server prices it again) and the page re-rendered on the server with the new sums. Each
 * applied code can be taken off again. A refusal is shown beside the field in the server's
 * words, the reason a traveller can act on ("APP10 works in the Tern app").
 */
export default function DiscountCodes({ orderId, applied }: DiscountCodesProps) {
  const t = useWords('checkout.discount');
  const router = useRouter();
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  // The field's code arrives after the page is live (discount-codes-slot.tsx): until it has,
  // its buttons are disabled, so a tap or Enter cannot send the plain HTML form instead.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const working = busy || refreshing || !live;

  /** Runs one change of the order's codes, then shows the order as the server now prices it. */
  async function change(run: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await run();
      setAnnouncement(done);
      startRefresh(() => router.refresh());
      return true;
    } catch (failure) {
      const { text, orderClosed } = discountErrorText(failure, t('failed'));
      setError(text);
      // Paid meanwhile (another tab): the page sends the traveller to the order itself.
      if (orderClosed) startRefresh(() => router.refresh());
      inputRef.current?.focus();
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working) return;
    // Uncontrolled, so what was typed before the field went live is kept.
    const input = inputRef.current;
    const typed = input?.value.trim() ?? '';
    if (!typed) {
      setError(t('empty'));
      inputRef.current?.focus();
      return;
    }
    if ((await change(() => applyDiscount(orderId, typed), t('applied', { code: typed }))) && input)
      input.value = '';
  }

  return (
    <div data-testid="discount-codes">
      <form onSubmit={apply} noValidate className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            ref={inputRef}
            id={fieldId}
            name="discountCode"
            label={t('label')}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            inputClassName="uppercase placeholder:normal-case"
            data-testid="discount-code"
          />
        </div>
        {/* Lined up with the input, below the label. */}
        <Button
          type="submit"
          variant="secondary"
          className="mt-6"
          disabled={working}
          aria-busy={busy || refreshing}
          data-testid="apply-discount"
        >
          {t('apply')}
        </Button>
      </form>
      {applied.length > 0 ? (
        <ul aria-label={t('appliedList')} className="mt-3 flex flex-wrap gap-2">
          {applied.map((appliedCode) => (
            <li
              key={appliedCode}
              className="inline-flex items-center gap-2 rounded-full bg-emerald-50 py-1 px-3 text-sm font-semibold text-emerald-800"
              data-testid="applied-code"
            >
              {appliedCode}
              <Button
                variant="quiet"
                aria-label={t('remove', { code: appliedCode })}
                disabled={working}
                onClick={() =>
                  change(
                    () => removeDiscount(orderId, appliedCode),
                    t('removed', { code: appliedCode }),
                  )
                }
              >
                {t('removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
