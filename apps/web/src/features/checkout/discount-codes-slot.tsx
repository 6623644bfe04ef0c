'use client';
import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The discount field's code loads after the checkout's first load (its budget, budgets.json):
 * the server's HTML shows the field at once, typing works, and its buttons come alive when the
 * chunk arrives (disabled until then). A client-side visit sees a box of its height meanwhile.
 */
const DiscountCodes = lazy(() => import('./discount-codes'));

export function DiscountCodesSlot(props: ComponentProps<typeof DiscountCodes>) {
  return (
    <Suspense fallback={<div className="min-h-16" />}>
      <DiscountCodes {...props} />
    </Suspense>
  );
}
