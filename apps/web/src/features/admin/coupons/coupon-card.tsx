import type { AdminCoupon } from '@tern/contracts';
import { couponConditions, couponOffer, couponUses, formatDateTime } from '../admin-format';
import { StatusPill } from '../status-pill';
import { CouponStatusButton } from './coupon-status-button';
import { CouponUses } from './coupon-uses';

/** One code as the shop owner checks it: what it gives, on what terms, how often it was used. */
export function CouponCard({
  coupon,
  batchHref,
  orderPath,
}: {
  coupon: AdminCoupon;
  /** The list of this code's batch, when it is one of a batch. */
  batchHref: string | null;
  orderPath: string;
}) {
  const headingId = `coupon-${coupon.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="admin-coupon"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-mono text-lg font-bold break-all text-ink">
          {coupon.code}
        </h2>
        <StatusPill
          tone={coupon.status === 'active' ? 'good' : 'waiting'}
          label={coupon.status === 'active' ? 'Active' : 'Paused'}
        />
      </div>
      <div>
        <p className="font-semibold text-ink">{couponOffer(coupon)}</p>
        <p className="text-sm text-slate-600">{coupon.description}</p>
      </div>
      <ul className="flex flex-wrap gap-1.5 text-xs text-slate-700">
        {couponConditions(coupon).map((condition) => (
          <li key={condition} className="rounded-full bg-slate-100 px-2.5 py-1">
            {condition}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700" data-testid="coupon-uses">
        {couponUses(coupon)}
      </p>
      <p className="text-xs text-slate-500">
        Created {formatDateTime(coupon.createdAt)}
        {batchHref ? (
          <>
            {' · '}
            <a
              href={batchHref}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Its batch
            </a>
          </>
        ) : null}
      </p>
      <div className="mt-auto flex flex-wrap items-start gap-2 border-t border-slate-100 pt-3">
        <CouponStatusButton couponId={coupon.id} code={coupon.code} status={coupon.status} />
        <CouponUses couponId={coupon.id} code={coupon.code} orderPath={orderPath} />
      </div>
    </article>
  );
}
