'use client';
import type { ErrorCode, PaymentOutcome } from '@tern/contracts';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type FieldProblem, TextField } from '@/components/ui/form';
import { useWords } from '@/i18n/words';
import { isApiError } from '@/lib/api/api-error';
import { confirmPayment, paySandbox } from '@/lib/api/browser/orders';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { fieldProblems } from '@/lib/forms/field-problems';
import {
  type CardErrors,
  type CardField,
  type CardInput,
  formatCardNumber,
  formatExpiry,
  sandboxPaymentBody,
  validateCard,
} from './card-input';

type Outcome = PaymentOutcome['data'];
type Step = { kind: 'card' } | { kind: 'challenge'; paymentId: string } | { kind: 'paid' };

interface SandboxCardFormProps {
  orderId: string;
  /** The amount as shown on the Pay button, already formatted. */
  amountLabel: string;
  esimPath: string;
}

const FIELD_ORDER: CardField[] = ['cardNumber', 'expiry', 'cvc', 'holderName'];
/** The order no longer takes a payment: its own page says what became of it. */
const ORDER_CLOSED: readonly string[] = [
  'ORDER_ALREADY_PAID',
  'ORDER_REFUNDED',
  'ORDER_CANCELLED',
] satisfies ErrorCode[];
const EMPTY: CardInput = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

/**
 * The hosted sandbox card form: pay, be declined, or pass a 3-D Secure step. The card number
 * lives only in this form's memory until it is sent; it is never stored or logged.
 */
export function SandboxCardForm({ orderId, amountLabel, esimPath }: SandboxCardFormProps) {
  const t = useWords('checkout.pay');
  const { locale } = t;
  const router = useRouter();
  const id = useId();
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [step, setStep] = useState<Step>({ kind: 'card' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // The errors of the last submit, listed at the top of the form until the next one.
  const [summary, setSummary] = useState<FieldProblem[]>([]);
  const challengeRef = useRef<HTMLHeadingElement>(null);

  const fieldId = (field: CardField) => `${id}-${field}`;

  useEffect(() => {
    if (step.kind === 'challenge') challengeRef.current?.focus();
  }, [step]);

  /** Server texts are English; in other languages our own translated text is clearer. */
  const serverText = (message: string | null | undefined, fallback: string) =>
    locale === 'en' && message ? message : fallback;

  function finish(outcome: Outcome) {
    if (outcome.status === 'succeeded') {
      setStep({ kind: 'paid' });
      setNotice({ tone: 'success', text: t('succeeded') });
      router.push(esimPath);
    } else if (outcome.status === 'requires_action') {
      setStep({ kind: 'challenge', paymentId: outcome.paymentId });
    } else {
      setStep({ kind: 'card' });
      setNotice({ tone: 'error', text: serverText(outcome.message, t('declinedFallback')) });
    }
  }

  function fail(error: unknown) {
    // Only the code: nothing that could carry card details reaches the log.
    console.error('[pay] payment request failed', isApiError(error) ? error.code : 'unknown');
    if (isApiError(error) && ORDER_CLOSED.includes(error.code)) {
      router.push(esimPath);
      return;
    }
    const invalidCard = isApiError(error) && error.code === 'INVALID_CARD';
    setNotice({
      tone: 'error',
      text: invalidCard
        ? serverText(error.message, t('invalidCardNumber'))
        : serverText(null, t('failed')),
    });
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateCard(card);
    const problems = fieldProblems(FIELD_ORDER, (f) => found[f] && t(errorKey[f]), fieldId);
    setErrors(found);
    setSummary(problems);
    setNotice(null);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      // One key per attempt: a retried request is answered once; a new attempt is a new key.
      const { data } = await paySandbox(orderId, sandboxPaymentBody(card), newIdempotencyKey());
      finish(data);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(paymentId: string, approve: boolean) {
    setBusy(true);
    setNotice(null);
    try {
      const { data } = await confirmPayment(paymentId, approve);
      if (!approve && data.status === 'declined') {
        setStep({ kind: 'card' });
        setNotice({ tone: 'error', text: t('cancelled') });
      } else {
        finish(data);
      }
    } catch (error) {
      setStep({ kind: 'card' });
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const update = (field: CardField, value: string) => setCard((c) => ({ ...c, [field]: value }));
  const fieldProps = (field: CardField) => ({
    id: fieldId(field),
    name: field,
    label: t(field),
    value: card[field],
    required: true,
    error: errors[field] ? t(errorKey[field]) : null,
  });
  const errorKey = {
    cardNumber: 'invalidCardNumber',
    expiry: 'invalidExpiry',
    cvc: 'invalidCvc',
    holderName: 'invalidName',
  } as const;
  return (
    <div>
      {/* Present from the start, so screen readers announce what is written into it. */}
      <div aria-live="assertive" aria-atomic="true" data-testid="pay-notice">
        {notice ? (
          <p
            className={`mb-5 rounded-xl px-4 py-3 text-sm font-semibold ${
              notice.tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-900'
            }`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      {step.kind === 'challenge' ? (
        <section
          aria-labelledby={`${id}-challenge`}
          className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
          data-testid="three-d-secure"
        >
          <h2
            id={`${id}-challenge`}
            ref={challengeRef}
            tabIndex={-1}
            className="text-lg font-bold text-ink outline-none"
          >
            {t('confirmHeading')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('confirmText', { amount: amountLabel })}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Button
              size="lg"
              block
              disabled={busy}
              aria-busy={busy}
              onClick={() => confirm(step.paymentId, true)}
              data-testid="approve-3ds"
            >
              {busy ? t('confirming') : t('approve')}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              block
              disabled={busy}
              onClick={() => confirm(step.paymentId, false)}
              data-testid="cancel-3ds"
            >
              {t('cancel')}
            </Button>
          </div>
        </section>
      ) : (
        <form noValidate onSubmit={pay} className="space-y-4" data-testid="card-form">
          <ErrorSummary title={t('errorSummary')} problems={summary} />
          <TextField
            {...fieldProps('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            onChange={(e) => update('cardNumber', formatCardNumber(e.target.value))}
          />
          <div className="grid grid-cols-2 gap-3">
            {/* No maxLength: it would cut a pasted "12 / 34" before formatExpiry could read it. */}
            <TextField
              {...fieldProps('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              onChange={(e) => update('expiry', formatExpiry(e.target.value))}
            />
            <TextField
              {...fieldProps('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              onChange={(e) => update('cvc', e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <TextField
            {...fieldProps('holderName')}
            autoComplete="cc-name"
            maxLength={100}
            onChange={(e) => update('holderName', e.target.value)}
          />
          <Button
            type="submit"
            size="lg"
            block
            disabled={busy || step.kind === 'paid'}
            aria-busy={busy}
            data-testid="sandbox-pay"
          >
            {busy ? t('submitting') : t('submit', { amount: amountLabel })}
          </Button>
        </form>
      )}
    </div>
  );
}
