'use client';
import { useRouter } from 'next/navigation';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { deliverableOf } from '@/features/order-lines/messages';
import type { CheckoutItem } from './checkout-item';
import { checkoutUrl } from './checkout-url';
import { PurchaseOverlay } from './purchase-overlay';
import { useTravellingQuestion } from './travelling-question';

const GuestDialog = lazy(() => import('./guest-dialog'));
/** The purchase flow (and the API calls it makes) loads on the first click, not with the page. */
const loadPurchaseFlow = () => import('./purchase-flow');

export interface AddToCheckoutLinkProps {
  /** The preorder URL: where the link goes without JavaScript (or opened in a new tab). */
  href: string;
  item: CheckoutItem;
  /** The locale's /checkout path (/checkout or /vi/checkout). */
  checkoutPath: string;
  /** Texts translated on the server: destination pages send no message catalogue to the browser. */
  texts: { label: string; ariaLabel: string; preparing: string; enableLocation: string };
  /** Starts the purchase as it mounts: a placeholder that loaded this link was clicked. */
  startAtOnce?: boolean;
}

type GuestPrompt = { resolve: (signedIn: boolean) => void };

/**
 * The small entry every product starts checkout through ("Buy now", spec §4): overlay on, then
 * the one purchase flow with its dialogs (are you travelling there, guest details), then the
 * checkout page.
 * It stays a link, so it still works before hydration or without JavaScript (via the preorder
 * page).
 */
export function AddToCheckoutLink({
  href,
  item,
  checkoutPath,
  texts,
  startAtOnce = false,
}: AddToCheckoutLinkProps) {
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [navigating, startTransition] = useTransition();
  const [guestPrompt, setGuestPrompt] = useState<GuestPrompt | null>(null);
  const travelling = useTravellingQuestion(<PurchaseOverlay label={texts.preparing} />);
  const running = useRef(false);

  const askForGuestDetails = () => new Promise<boolean>((resolve) => setGuestPrompt({ resolve }));

  async function ensureSession() {
    const { hasSession } = await loadPurchaseFlow();
    if (await hasSession()) return true;
    const signedIn = await askForGuestDetails();
    setGuestPrompt(null);
    return signedIn;
  }

  async function buy() {
    if (running.current) return;
    running.current = true;
    setWorking(true);
    try {
      const { runPurchase } = await loadPurchaseFlow();
      const outcome = await runPurchase({
        item,
        ensureSession,
        confirmTravelling: travelling.confirmTravelling,
      });
      if (outcome.kind === 'no-location') {
        // The overlay must be gone before the (blocking) alert is painted over it.
        flushSync(() => setWorking(false));
        window.alert(texts.enableLocation);
      } else if (outcome.kind === 'failed') {
        // Spec §8: a failed location check or order is logged only; the overlay is cleared.
        console.error(`[purchase] buy now failed at the ${outcome.step}`, outcome.error);
      } else if (outcome.kind === 'ordered') {
        const { orderId, paymentGateway } = outcome.order;
        startTransition(() => router.push(checkoutUrl(checkoutPath, orderId, paymentGateway)));
      }
    } catch (error) {
      console.error('[purchase] buy now failed', error);
    } finally {
      running.current = false;
      setWorking(false);
    }
  }

  // As it mounts, or when a click on the placeholder lands just after this mounted without it
  // (the lazy code's commit and the click can cross); buy() guards re-entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the request to start matters.
  useEffect(() => {
    if (startAtOnce) void buy();
  }, [startAtOnce]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // New-tab and similar clicks keep the browser's behaviour: they open the preorder page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void buy();
  }

  const overlayOn = (working || navigating) && !guestPrompt && !travelling.asking;

  return (
    <>
      <a
        href={href}
        onClick={onClick}
        aria-label={texts.ariaLabel}
        className={buttonClasses({ block: true })}
        data-testid="buy-now"
        // A tap before the page has hydrated waits for it (scripts/hold-until-hydrated.mjs) and
        // then runs the in-page flow, rather than leaving for the no-JS preorder page.
        data-hold-until-hydrated=""
      >
        {texts.label}
      </a>
      {overlayOn ? <PurchaseOverlay label={texts.preparing} /> : null}
      {travelling.dialog}
      {guestPrompt ? (
        <Suspense fallback={<PurchaseOverlay label={texts.preparing} />}>
          <GuestDialog
            onSignedIn={() => guestPrompt.resolve(true)}
            onCancel={() => guestPrompt.resolve(false)}
            deliverable={deliverableOf([item.kind])}
          />
        </Suspense>
      ) : null}
    </>
  );
}
