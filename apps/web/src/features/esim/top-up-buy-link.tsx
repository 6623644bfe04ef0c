'use client';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { AddToCheckoutLinkProps } from '@/features/checkout';
import { useInView } from '@/lib/use-in-view';

/**
 * The offers sit below the install steps: the purchase entry's code loads when they come near
 * the screen, not with the page, and takes over on the first click (which starts the purchase).
 * Until then (and without JavaScript) it is the same link.
 */
const loadCheckout = () => import('@/features/checkout');
const AddToCheckoutLink = lazy(() =>
  loadCheckout().then((m) => ({ default: m.AddToCheckoutLink })),
);

export function TopUpBuyLink(props: AddToCheckoutLinkProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box, { margin: '100% 0px', once: true });
  // Near the screen the code is fetched, but the link is swapped only by a click: a swap while
  // the pointer is pressed would leave the click on neither link.
  useEffect(() => {
    if (near) void loadCheckout();
  }, [near]);
  // A click before the code is here is kept: the purchase starts as soon as it has loaded.
  const [clicked, setClicked] = useState(false);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    setClicked(true);
  }
  const plain = (
    <a
      href={props.href}
      onClick={onClick}
      aria-busy={clicked}
      aria-label={props.texts.ariaLabel}
      className={buttonClasses({ block: true })}
      data-testid="buy-now"
      // A tap before hydration is held and replayed here; followed, the link would only scroll
      // to this page's #top-up and the purchase would never start.
      data-hold-until-hydrated=""
    >
      {props.texts.label}
    </a>
  );
  return (
    <div ref={box}>
      {clicked ? (
        <Suspense fallback={plain}>
          <AddToCheckoutLink {...props} startAtOnce={clicked} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
