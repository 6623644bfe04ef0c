'use client';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { deliverableOf } from '@/features/order-lines/messages';
import { isolated } from '@/i18n/bidi';
import { useWords } from '@/i18n/words';
import { signInAsGuest } from '@/lib/session/guest-sign-in';
import type { CheckoutItem } from './checkout-item';
import { checkoutUrl } from './checkout-url';
import type { GuestDetails } from './guest-details';
import { GuestForm } from './guest-form';
import { runPurchase } from './purchase-flow';
import { PurchaseOverlay } from './purchase-overlay';
import { useTravellingQuestion } from './travelling-question';

interface PreorderPurchaseProps {
  item: CheckoutItem;
  checkoutPath: string;
  /** The signed-in traveller's e-mail, or null: then the guest form is shown first. */
  signedInEmail: string | null;
}

/**
 * "Continue to payment" on the preorder page: the same steps as Buy now (location, location
 * check, guest sign-in when needed, order, add_to_cart), then the checkout of the new order.
 */
export function PreorderPurchase(props: PreorderPurchaseProps) {
  const t = useWords('checkout');
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [navigating, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const travelling = useTravellingQuestion(<PurchaseOverlay label={t('preorder.continuing')} />);
  const running = useRef(false);
  const deliverable = deliverableOf([props.item.kind]);

  /** Throws only when the guest sign-in fails, so the guest form can say so. */
  async function proceed(guest: GuestDetails | null) {
    if (running.current) return;
    running.current = true;
    setWorking(true);
    setFailure(null);
    try {
      const outcome = await runPurchase({
        item: props.item,
        ensureSession: async () => {
          if (guest) await signInAsGuest(guest);
          return true;
        },
        confirmTravelling: travelling.confirmTravelling,
      });
      if (outcome.kind === 'no-location') {
        flushSync(() => setWorking(false));
        window.alert(t('buyNow.enableLocation'));
      } else if (outcome.kind === 'failed') {
        console.error(`[purchase] ${outcome.step} failed`, outcome.error);
        if (outcome.step === 'order') setFailure(t('preorder.orderFailed'));
      } else if (outcome.kind === 'ordered') {
        const { orderId, paymentGateway } = outcome.order;
        startTransition(() =>
          router.push(checkoutUrl(props.checkoutPath, orderId, paymentGateway)),
        );
      }
    } finally {
      running.current = false;
      setWorking(false);
    }
  }

  return (
    <div className="space-y-4">
      {props.signedInEmail ? (
        <>
          <p className="text-sm text-slate-600">
            {t('preorder.signedInAs', { email: isolated(props.signedInEmail, t.locale) })}
          </p>
          <Button
            size="lg"
            block
            onClick={() => void proceed(null)}
            disabled={working || navigating}
            aria-busy={working || navigating}
            data-testid="preorder-continue"
          >
            {t('preorder.continue')}
          </Button>
        </>
      ) : (
        <>
          <h2 className="text-lg font-bold text-ink">{t(`guest.title.${deliverable}`)}</h2>
          <p className="text-sm text-slate-600">{t('guest.intro')}</p>
          <GuestForm
            onSubmit={(details) => proceed(details)}
            submitLabel={t('preorder.continue')}
            busyLabel={t('preorder.continuing')}
            deliverable={deliverable}
          />
        </>
      )}
      <div aria-live="polite">
        {failure ? (
          <p
            className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700"
            data-testid="preorder-failure"
          >
            {failure}
          </p>
        ) : null}
      </div>
      {travelling.dialog}
      {(working || navigating) && !travelling.asking ? (
        <PurchaseOverlay label={t('preorder.continuing')} />
      ) : null}
    </div>
  );
}
