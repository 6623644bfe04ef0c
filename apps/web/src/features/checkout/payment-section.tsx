'use client';
import { useRouter } from 'next/navigation';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWords } from '@/i18n/words';
import { TermsCheckbox } from './terms-checkbox';
import { useOrderCurrency } from './use-order-currency';

const StripePayment = lazy(() => import('./stripe-payment'));
/** Only an order its codes made free needs it: loaded then, so no other checkout carries it. */
const FreeOrderForm = lazy(() => import('./free-order-form'));

interface PaymentSectionProps {
  orderId: string;
  gateway: 'sandbox' | 'stripe';
  /** The currency the order is priced (and will be charged) in now. */
  orderCurrency: string;
  /** The amount on the Pay button, already formatted. */
  amountLabel: string;
  /** Locale paths, resolved on the server. */
  payPath: string;
  esimPath: string;
  termsHref: string;
  refundHref: string;
  /** Null when card payments are not configured on this store. */
  stripePublishableKey: string | null;
  /** The discounts cover the whole order: it is placed without a payment. */
  free: boolean;
}

/**
 * Terms acceptance, then the payment of the order's gateway (sandbox page or Stripe), once the
 * order is priced in the traveller's currency: until then the Pay button waits, and Stripe's
 * payment (which fixes the amount) does not start. A free order takes no payment at all.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const t = useWords('checkout');
  const router = useRouter();
  const repricingTo = useOrderCurrency(props.orderId, props.orderCurrency);
  const termsId = useId();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);

  /** True when the terms are accepted; otherwise says so and puts focus on the checkbox. */
  const ensureTermsAccepted = () => {
    if (termsRef.current?.checked) return true;
    setTermsError(true);
    termsRef.current?.focus();
    return false;
  };

  const onChange = (checked: boolean) => {
    setAccepted(checked);
    if (checked) setTermsError(false);
  };

  const terms = (
    <TermsCheckbox
      id={termsId}
      checked={accepted}
      onChange={onChange}
      showError={termsError}
      termsHref={props.termsHref}
      refundHref={props.refundHref}
      inputRef={termsRef}
      onInvalid={ensureTermsAccepted}
    />
  );

  // On the page from the start (no height while empty), so screen readers announce it.
  const repricing = (
    <p role="status" className="pt-2 text-sm text-slate-600 empty:pt-0" data-testid="repricing">
      {repricingTo ? t('checkout.repricing', { currency: repricingTo }) : null}
    </p>
  );

  if (props.free) {
    return (
      <Suspense fallback={<div className="h-48" />}>
        <FreeOrderForm
          orderId={props.orderId}
          orderPath={props.esimPath}
          terms={terms}
          ensureTermsAccepted={ensureTermsAccepted}
          waiting={Boolean(repricingTo)}
          status={repricing}
        />
      </Suspense>
    );
  }

  if (props.gateway === 'stripe') {
    return (
      <div className="space-y-5">
        {terms}
        <div>
          {repricingTo ? null : props.stripePublishableKey ? (
            <Suspense fallback={<p className="text-sm text-slate-600">{t('stripe.loading')}</p>}>
              <StripePayment
                publishableKey={props.stripePublishableKey}
                orderId={props.orderId}
                esimPath={props.esimPath}
                ensureTermsAccepted={ensureTermsAccepted}
              />
            </Suspense>
          ) : (
            <p
              role="status"
              className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
              data-testid="stripe-not-configured"
            >
              {t('stripe.notConfigured')}
            </p>
          )}
          {repricing}
        </div>
      </div>
    );
  }

  // A real form: without JavaScript the browser checks the box and opens the payment page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!repricingTo && ensureTermsAccepted()) router.push(props.payPath);
  };
  return (
    <form action={props.payPath} method="get" onSubmit={onSubmit} className="space-y-5">
      {terms}
      <p className="text-sm text-slate-600">{t('checkout.sandboxNote')}</p>
      <div>
        <Button
          type="submit"
          size="lg"
          block
          disabled={Boolean(repricingTo)}
          aria-busy={Boolean(repricingTo)}
          data-testid="pay-button"
        >
          {t('checkout.pay', { amount: props.amountLabel })}
        </Button>
        {repricing}
      </div>
    </form>
  );
}
