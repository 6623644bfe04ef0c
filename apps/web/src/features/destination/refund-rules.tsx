import { SELF_REFUND_DAYS } from '@tern/domain';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/link';

/**
 * The refund rules, shown on every plan page above the Buy buttons (issue 25): a traveller
 * should know before paying that an installed eSIM cannot be given back.
 */
export function RefundRules() {
  const t = useTranslations('destination.refund');
  return (
    <section
      aria-labelledby="refund-rules"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 sm:p-5"
      data-testid="refund-rules"
    >
      <h2 id="refund-rules" className="font-semibold text-ink">
        {t('title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>{t('notInstalled', { days: SELF_REFUND_DAYS })}</li>
        <li>{t('installed')}</li>
        <li>{t('topUp')}</li>
      </ul>
      <p className="mt-2">
        <Link href="/refund-policy" className="font-semibold text-brand-700 underline">
          {t('policy')}
        </Link>
      </p>
    </section>
  );
}
