'use client';
import { useRouter } from 'next/navigation';
import { lazy, type MouseEvent, Suspense, useRef, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';
import { checkoutUrl } from './checkout-url';
import { newIdempotencyKey } from './idempotency-key';
import { locateForPurchase } from './purchase-location';
import { PurchaseOverlay } from './purchase-overlay';
import { checkPurchaseLocation, createOrder, hasSession, trackAddToCart } from './purchase-steps';

const GuestDialog = lazy(() => import('./guest-dialog'));

export interface BuyNowProps {
  /** The preorder URL: where the link goes without JavaScript (or opened in a new tab). */
  href: string;
  bundleId: string;
  bundleName: string;
  /** "country" or "region": the add_to_cart product type. */
  productType: string;
  /** The locale's /checkout path (/checkout or /vi/checkout). */
  checkoutPath: string;
  locale: string;
  /** Texts translated on the server: destination pages send no message catalogue to the browser. */
  texts: { label: string; ariaLabel: string; preparing: string; enableLocation: string };
}

type GuestPrompt = { resolve: (signedIn: boolean) => void };

/**
 * "Buy now" (spec §4): overlay on, device location, location check, guest details if there is
 * no session, order, add_to_cart, then the checkout page. It stays a link, so it still works
 * before hydration or without JavaScript (via the preorder page).
 */
export function BuyNowLink({
  href,
  bundleId,
  bundleName,
  productType,
  checkoutPath,
  locale,
  texts,
}: BuyNowProps) {
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [navigating, startTransition] = useTransition();
  const [guestPrompt, setGuestPrompt] = useState<GuestPrompt | null>(null);
  const running = useRef(false);

  const askForGuestDetails = () => new Promise<boolean>((resolve) => setGuestPrompt({ resolve }));

  async function buy() {
    if (running.current) return;
    running.current = true;
    setWorking(true);
    // One key per click attempt: a retried request inside it cannot create a second order.
    const idempotencyKey = newIdempotencyKey();
    try {
      const location = await locateForPurchase();
      if (!location) {
        // The overlay must be gone before the (blocking) alert is painted over it.
        flushSync(() => setWorking(false));
        window.alert(texts.enableLocation);
        return;
      }
      await checkPurchaseLocation(location);
      if (!(await hasSession())) {
        const signedIn = await askForGuestDetails();
        setGuestPrompt(null);
        if (!signedIn) return;
      }
      const order = await createOrder(bundleId, idempotencyKey);
      trackAddToCart(order, { bundleId, bundleName, productType });
      startTransition(() =>
        router.push(checkoutUrl(checkoutPath, order.orderId, order.paymentGateway)),
      );
    } catch (error) {
      // Spec §8: a failed location check or order is logged only; the overlay is cleared.
      console.error('[purchase] buy now failed', error);
    } finally {
      running.current = false;
      setWorking(false);
    }
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // New-tab and similar clicks keep the browser's behaviour: they open the preorder page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void buy();
  }

  const overlayOn = (working || navigating) && !guestPrompt;

  return (
    <>
      <a
        href={href}
        onClick={onClick}
        aria-label={texts.ariaLabel}
        className="inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
        data-testid="buy-now"
      >
        {texts.label}
      </a>
      {overlayOn ? <PurchaseOverlay label={texts.preparing} /> : null}
      {guestPrompt ? (
        <Suspense fallback={<PurchaseOverlay label={texts.preparing} />}>
          <GuestDialog
            locale={locale}
            loadingLabel={texts.preparing}
            onSignedIn={() => guestPrompt.resolve(true)}
            onCancel={() => guestPrompt.resolve(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
