'use client';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWords } from '@/i18n/words';
import { startStripePayment } from '@/lib/api/browser/orders';

interface StripePaymentProps {
  publishableKey: string;
  orderId: string;
  esimPath: string;
  ensureTermsAccepted: () => boolean;
}

/** Stripe.js is loaded once per key and page, and only on stores that take cards. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let stripe = stripeByKey.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripeByKey.set(key, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element for the order's PaymentIntent (POST /orders/{id}/payments/stripe
 * gives its client secret). The card details go from the browser to Stripe only; the order is
 * marked paid by Stripe's webhook, and the traveller returns to their eSIM page.
 */
export default function StripePayment(props: StripePaymentProps) {
  const t = useWords('checkout.stripe');
  const { locale } = t;
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    startStripePayment(props.orderId)
      .then(({ data }) => live && setClientSecret(data.clientSecret))
      .catch((error) => {
        console.error('[checkout] starting the Stripe payment failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [props.orderId]);

  if (failed) {
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        {t('startFailed')}
      </p>
    );
  }
  if (!clientSecret) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  }
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret, locale }}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ esimPath, ensureTermsAccepted }: StripePaymentProps) {
  const t = useWords('checkout.stripe');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy || !ensureTermsAccepted()) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(esimPath, window.location.origin).href },
    });
    // Only reached when the payment could not be confirmed; success leaves the page.
    setBusy(false);
    setError(result.error?.message ?? t('failed'));
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  return (
    <form onSubmit={submit} className="space-y-5" data-testid="stripe-form">
      <PaymentElement />
      {error ? (
        <p
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700 outline-none"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={!stripe || busy} aria-busy={busy}>
        {busy ? t('paying') : t('payNow')}
      </Button>
    </form>
  );
}
