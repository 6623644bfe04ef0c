'use client';
import type { AdminRedemptionListResponseSchema } from '@tern/contracts';
import Link from 'next/link';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { listCouponRedemptions } from '@/lib/api/browser/admin';
import type { Parsed } from '@/lib/api/browser/contracts';
import { formatDateTime, formatMinor } from '../admin-format';

type Redemption = Parsed<typeof AdminRedemptionListResponseSchema>['data']['redemptions'][number];
type Uses =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'shown'; redemptions: Redemption[] };

/**
 * "See uses": the orders that redeemed the code (paid), hold it (unpaid) or gave it back,
 * loaded when opened, each linking to the order in the back office.
 */
export function CouponUses({
  couponId,
  code,
  orderPath,
}: {
  couponId: string;
  code: string;
  /** The back office's order page, in the page's language, without the id. */
  orderPath: string;
}) {
  const panelId = useId();
  const [uses, setUses] = useState<Uses>({ kind: 'closed' });
  const open = uses.kind !== 'closed';

  async function toggle() {
    if (open) return setUses({ kind: 'closed' });
    setUses({ kind: 'loading' });
    try {
      const { data } = await listCouponRedemptions(couponId);
      setUses({ kind: 'shown', redemptions: data.redemptions });
    } catch (failure) {
      setUses({
        kind: 'failed',
        message: isApiError(failure) ? failure.message : 'The uses could not be loaded.',
      });
    }
  }

  // Beside the card's other buttons; the list opens on a line of its own below them.
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Uses of ${code}`}
      >
        {open ? 'Hide uses' : 'See uses'}
      </Button>
      <div id={panelId} hidden={!open} className="w-full">
        {uses.kind === 'loading' ? (
          <p role="status" className="text-sm text-slate-600">
            Loading the uses…
          </p>
        ) : uses.kind === 'failed' ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {uses.message}
          </p>
        ) : uses.kind === 'shown' ? (
          <UseList redemptions={uses.redemptions} orderPath={orderPath} />
        ) : null}
      </div>
    </>
  );
}

function UseList({ redemptions, orderPath }: { redemptions: Redemption[]; orderPath: string }) {
  if (redemptions.length === 0)
    return <p className="text-sm text-slate-600">No order has used this code yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
      {redemptions.map((use) => (
        <li key={use.orderId} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-3 py-2">
          <Link
            href={`${orderPath}/${use.orderId}`}
            className="font-mono font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {use.orderId.slice(0, 8).toUpperCase()}
          </Link>
          <span className="min-w-0 [overflow-wrap:anywhere]">{use.email}</span>
          <span className="text-slate-600">{use.status}</span>
          <span className="font-semibold">
            −{formatMinor(use.amount.minor, use.amount.currencyCode)}
          </span>
          <span className="text-slate-500">{formatDateTime(use.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}
