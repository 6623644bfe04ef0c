'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { usePreferredCurrency } from '@/features/preferences';
import { isApiError } from '@/lib/api/api-error';
import { repriceOrder } from '@/lib/api/browser/orders';
import { repriceTarget } from './reprice-target';

/**
 * Charges the order in the currency the traveller picked: when it differs from the order's, the
 * order is priced again with the explicit command (POST /orders/{id}/reprice; reading an order
 * never re-prices it) and the page re-rendered on the server with the new prices. A refusal
 * (UNKNOWN_CURRENCY, or 409 ORDER_NOT_CHANGEABLE once paid or during 3-D Secure) leaves the
 * order as it is. Returns the currency being moved to, or null when the order is ready to pay.
 */
export function useOrderCurrency(orderId: string, orderCurrency: string): string | null {
  const router = useRouter();
  const wanted = usePreferredCurrency();
  const [refused, setRefused] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const target = repriceTarget(wanted, orderCurrency, refused);

  useEffect(() => {
    if (!target) return;
    let live = true;
    repriceOrder(orderId, { currency: target }).then(
      ({ data }) => {
        if (!live) return;
        // Answered in another currency (it cannot be, but then the page would wait forever).
        if (data.order.total.currencyCode !== target) setRefused(target);
        else startTransition(() => router.refresh());
      },
      (error: unknown) => {
        console.error('[checkout] re-pricing refused', isApiError(error) ? error.code : error);
        if (live) setRefused(target);
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, target, router]);

  return target;
}
