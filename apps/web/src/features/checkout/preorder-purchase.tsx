'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';
import { checkoutUrl } from '@/features/purchase/checkout-url';
import type { GuestDetails } from '@/features/purchase/guest-details';
import { GuestForm } from '@/features/purchase/guest-form';
import { signInAsGuest } from '@/features/purchase/guest-sign-in';
import { newIdempotencyKey } from '@/features/purchase/idempotency-key';
import { locateForPurchase } from '@/features/purchase/purchase-location';
import { PurchaseOverlay } from '@/features/purchase/purchase-overlay';
import {
  checkPurchaseLocation,
  createOrder,
  trackAddToCart,
} from '@/features/purchase/purchase-steps';

interface PreorderPurchaseProps {
  bundleId: string;
  bundleName: string;
  productType: string;
  checkoutPath: string;
  /** The signed-in traveller's e-mail, or null: then the guest form is shown first. */
  signedInEmail: string | null;
}

const continueClass =
  'inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

/**
 * "Continue to payment" on the preorder page: the same steps as Buy now (location, location
 * check, guest sign-in when needed, order, add_to_cart), then the checkout of the new order.
 */
export function PreorderPurchase(props: PreorderPurchaseProps) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [navigating, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  /** Throws only when the guest sign-in fails, so the guest form can say so. */
  async function proceed(guest: GuestDetails | null) {
    if (running.current) return;
    running.current = true;
    setWorking(true);
    setFailure(null);
    const idempotencyKey = newIdempotencyKey();
    try {
      const location = await locateForPurchase();
      if (!location) {
        flushSync(() => setWorking(false));
        window.alert(t('buyNow.enableLocation'));
        return;
      }
      try {
        await checkPurchaseLocation(location);
      } catch (error) {
        console.error('[purchase] location check failed', error);
        return;
      }
      if (guest) await signInAsGuest(guest);
      try {
        const order = await createOrder(props.bundleId, idempotencyKey);
        trackAddToCart(order, {
          bundleId: props.bundleId,
          bundleName: props.bundleName,
          productType: props.productType,
        });
        startTransition(() =>
          router.push(checkoutUrl(props.checkoutPath, order.orderId, order.paymentGateway)),
        );
      } catch (error) {
        console.error('[purchase] order failed', error);
        setFailure(t('preorder.orderFailed'));
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
            {t('preorder.signedInAs', { email: props.signedInEmail })}
          </p>
          <button
            type="button"
            onClick={() => void proceed(null)}
            disabled={working || navigating}
            className={continueClass}
            data-testid="preorder-continue"
          >
            {t('preorder.continue')}
          </button>
        </>
      ) : (
        <>
          <h2 className="text-lg font-bold text-ink">{t('guest.title')}</h2>
          <p className="text-sm text-slate-600">{t('guest.intro')}</p>
          <GuestForm
            onSubmit={(details) => proceed(details)}
            submitLabel={t('preorder.continue')}
            busyLabel={t('preorder.continuing')}
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
      {working || navigating ? <PurchaseOverlay label={t('preorder.continuing')} /> : null}
    </div>
  );
}
