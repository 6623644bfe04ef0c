import type { OrderRefund, RefundStatus } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { intlLocale } from '@/lib/intl-locale';
import { formatMoney } from '@/lib/money';

const TONES: Record<RefundStatus, string> = {
  pending: 'bg-amber-50 text-amber-900',
  succeeded: 'bg-brand-50 text-brand-900',
  failed: 'bg-red-50 text-red-800',
};

/**
 * Where each refund is: on its way to the card until the gateway has taken it, refunded on its
 * date once it has, and, when the gateway refused it for good, that support follows it up (the
 * refund ledger's `failed`: our team is told and writes to the traveller).
 */
export async function RefundNotes({
  refunds,
  email,
  locale,
}: {
  refunds: readonly OrderRefund[];
  email: string;
  locale: Locale;
}) {
  if (refunds.length === 0) return null;
  const t = await getTranslations('orders.refund');
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const contactHref = getPathname({ href: '/contact', locale });
  return (
    <ul className="space-y-2">
      {refunds.map((refund) => {
        const amount = formatMoney(refund.amount.amount, refund.amount.currencyCode, locale);
        return (
          <li
            key={refund.id}
            className={`rounded-xl px-4 py-3 text-sm font-medium ${TONES[refund.status]}`}
            data-testid="refund"
            data-status={refund.status}
          >
            {refund.status === 'succeeded'
              ? t('succeeded', {
                  amount,
                  date: date.format(new Date(refund.settledAt ?? refund.createdAt)),
                })
              : refund.status === 'pending'
                ? t('pending', { amount })
                : t.rich('failed', {
                    amount,
                    email,
                    contact: (chunks) => (
                      <a href={contactHref} className="font-semibold underline">
                        {chunks}
                      </a>
                    ),
                  })}
          </li>
        );
      })}
    </ul>
  );
}
