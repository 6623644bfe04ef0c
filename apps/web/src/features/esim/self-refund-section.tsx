import { type Money, SELF_REFUND_REASONS, type SelfRefund } from '@tern/contracts';
import { SELF_REFUND_DAYS } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { CancelLine } from '@/features/orders';
import { IslandWords } from '@/i18n/island-words';
import type { Locale } from '@/i18n/routing';
import { intlLocale } from '@/lib/intl-locale';
import { formatMoney } from '@/lib/money';

/**
 * The refund rule, said before anyone tries: while it holds, one click (and a reason) gives the
 * money back to the card; once it does not, the API's words say why.
 */
export async function SelfRefundSection({
  orderId,
  line,
  what,
  locale,
}: {
  orderId: string;
  line: { id: string; amount: Money; refund: SelfRefund };
  what: 'esim' | 'topUp';
  locale: Locale;
}) {
  const t = await getTranslations('esim.refund');
  const { refund } = line;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section aria-labelledby={`${line.id}-refund`} data-testid="self-refund">
      <h2 id={`${line.id}-refund`} className="text-lg font-bold text-ink">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('rule', { days: SELF_REFUND_DAYS })}</p>
      {refund.allowed && refund.until ? (
        <>
          <p className="mt-1 text-slate-700">
            {t('until', { date: date.format(new Date(refund.until)) })}
          </p>
          <div className="mt-4">
            <IslandWords namespaces={[`esim.refund.${what}`, 'esim.refund']}>
              <CancelLine
                orderId={orderId}
                lineId={line.id}
                refund={formatMoney(line.amount.amount, line.amount.currencyCode, locale)}
                words={`esim.refund.${what}`}
                reasons={{ words: 'esim.refund', values: SELF_REFUND_REASONS }}
              />
            </IslandWords>
          </div>
        </>
      ) : refund.why ? (
        <p
          className="mt-2 rounded-xl bg-slate-50 px-3 py-2 text-slate-800"
          data-testid="self-refund-closed"
        >
          {t(`why.${refund.why}`, { days: SELF_REFUND_DAYS })}
        </p>
      ) : null}
    </section>
  );
}
