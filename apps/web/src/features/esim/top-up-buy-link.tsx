'use client';
import { lazy, Suspense, useRef } from 'react';
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
  const plain = (
    <a
      href={props.href}
      aria-label={props.texts.ariaLabel}
      className={buttonClasses({ block: true })}
      data-testid="buy-now"
    >
      {props.texts.label}
    </a>
  );
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={plain}>
          <AddToCheckoutLink {...props} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
