'use client';
import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { AddToCheckoutLinkProps } from '@/features/checkout';
import { useInView } from '@/lib/use-in-view';

/**
 * The offers sit below the install steps: the purchase entry's code loads when they come near
 * the screen, not with the page. Until then (and without JavaScript) it is the same link.
 */
const AddToCheckoutLink = lazy(() =>
  import('@/features/checkout').then((m) => ({ default: m.AddToCheckoutLink })),
);

export function TopUpBuyLink(props: AddToCheckoutLinkProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box, { margin: '100% 0px', once: true });
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
    >
      {props.texts.label}
    </a>
  );
  return (
    <div ref={box}>
      {near || clicked ? (
        <Suspense fallback={plain}>
          <AddToCheckoutLink {...props} startAtOnce={clicked} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
