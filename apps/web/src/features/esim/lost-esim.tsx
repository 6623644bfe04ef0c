import type { EsimUsage } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { IslandWords } from '@/i18n/island-words';
import { ReissueButton } from './reissue-button';

/**
 * A deleted eSIM or a new phone: issued again here where the provider allows it; otherwise the
 * plain words of what to do instead (the API's, which knows the provider).
 */
export async function LostEsim({
  iccid,
  reissue,
}: {
  iccid: string;
  reissue: EsimUsage['reissue'];
}) {
  const t = await getTranslations('esim.lost');
  return (
    <section aria-labelledby="lost-title" data-testid="lost-esim">
      <h2 id="lost-title" className="text-lg font-bold text-ink">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('text')}</p>
      <div className="mt-4">
        {reissue.allowed ? (
          <IslandWords namespaces={['esim.lost']}>
            <ReissueButton iccid={iccid} />
          </IslandWords>
        ) : (
          <p
            className="rounded-xl bg-slate-50 px-3 py-2 text-slate-800"
            data-testid="lost-esim-help"
          >
            {reissue.why ? t(`why.${reissue.why}`) : reissue.message}
          </p>
        )}
      </div>
    </section>
  );
}
