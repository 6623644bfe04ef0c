import type { Bundle } from '@tern/contracts';
import { formatRoundedPrice } from '@tern/domain';
import { buttonClasses } from '@/components/ui/button-classes';
import { useWords } from '@/i18n/words';
import { preorderPath } from '@/lib/preorder-path';
import { useDataAmount } from './use-data-amount';

/**
 * One suggested plan: data, validity, price rounded to whole units (spec §9) and 'Buy now', the
 * preorder checkout of spec §2. As tall as its loading placeholder.
 */
export function SuggestedPlan({
  plan,
  checkoutPath,
  search,
}: {
  plan: Bundle;
  checkoutPath: string;
  search: string;
}) {
  const t = useWords('promotions.thanks');
  const common = useWords('common');
  const data = useDataAmount()(plan.dataAmount);
  return (
    <li
      className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2"
      data-testid="suggested-plan"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{plan.localName}</p>
        <p className="text-sm text-slate-600">
          {data} · {common('day', { count: plan.duration })}
        </p>
      </div>
      <p className="font-bold text-ink" data-testid="suggested-plan-price">
        {formatRoundedPrice(plan.price, plan.priceSymbol)}
      </p>
      <a
        href={preorderPath(checkoutPath, plan, search)}
        aria-label={t('buyNowFor', { name: plan.localName })}
        className={buttonClasses({ size: 'sm' })}
      >
        {common('buyNow')}
      </a>
    </li>
  );
}
