import { getTranslations } from 'next-intl/server';
import { PreparingWatcher } from './preparing-watcher';

/**
 * Paid, eSIM not here yet. Says so plainly, keeps looking (PreparingWatcher) and, if it is
 * already late (no stock, provider trouble), says from the start that it will come by e-mail.
 */
export async function PreparingEsim({
  orderId,
  lineId,
  email,
  delayed,
}: {
  orderId: string;
  lineId: string;
  email: string;
  delayed: boolean;
}) {
  const t = await getTranslations('esim.preparing');
  const slow = t('slow', { email });
  return (
    <section
      aria-labelledby="preparing-title"
      className="rounded-3xl border border-amber-200 bg-amber-50/60 p-5 sm:p-8"
      data-testid="esim-preparing"
    >
      <h2 id="preparing-title" className="text-xl font-bold text-ink sm:text-2xl">
        {t('title')}
      </h2>
      <PreparingWatcher
        orderId={orderId}
        lineId={lineId}
        text={{ waiting: delayed ? slow : t('paid'), slow, ready: t('ready') }}
      />
    </section>
  );
}
