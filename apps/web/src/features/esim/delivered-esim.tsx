import { getTranslations } from 'next-intl/server';
import type { CopyButtonText } from '@/components/ui/copy-button';
import { QrCode } from '@/components/ui/qr-code';
import { EsimCodeRow } from './esim-code-row';
import type { EsimLine } from './esim-line-of';
import { InstallLinks } from './install-links';

type Esim = NonNullable<EsimLine['delivery']>;

/** The delivered eSIM: one-tap links, the QR code and the codes to type by hand. */
export async function DeliveredEsim({ esim, destination }: { esim: Esim; destination: string }) {
  const t = await getTranslations('esim.install');
  const copyText = (what: string): CopyButtonText => ({
    copy: t('copy'),
    what,
    copied: t('copied'),
    copiedAnnouncement: t('copiedWhat', { what }),
    failed: t('copyFailed'),
  });

  return (
    <section
      aria-labelledby="install-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="install-title" className="text-xl font-bold text-ink sm:text-2xl">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('intro')}</p>

      <h3 className="mt-6 font-semibold text-ink">{t('oneTapTitle')}</h3>
      <div className="mt-3">
        <InstallLinks
          iosUrl={esim.iosInstallUrl}
          androidUrl={esim.androidInstallUrl}
          text={{
            iosNote: t('iosNote'),
            iosButton: t('iosButton'),
            androidNote: t('androidNote'),
            androidButton: t('androidButton'),
            thisIphone: t('thisIphone'),
            thisAndroid: t('thisAndroid'),
          }}
        />
      </div>

      <div className="mt-8 grid gap-8 border-t border-slate-100 pt-8 md:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          <h3 className="font-semibold text-ink">{t('qrTitle')}</h3>
          <div className="mt-3">
            <QrCode value={esim.lpaString} label={t('qrLabel', { destination })} testId="esim-qr" />
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('qrHint')}</p>
        </div>
        <div>
          <h3 className="font-semibold text-ink">{t('manualTitle')}</h3>
          <dl className="mt-3 divide-y divide-slate-100">
            <EsimCodeRow
              label={t('smdp')}
              value={esim.smdpAddress}
              copy={copyText(t('smdp'))}
              testId="esim-smdp"
            />
            <EsimCodeRow
              label={t('activationCode')}
              value={esim.matchingId}
              copy={copyText(t('activationCode'))}
              testId="esim-activation-code"
            />
            <EsimCodeRow
              label={t('lpa')}
              value={esim.lpaString}
              hint={t('lpaHint')}
              copy={copyText(t('lpa'))}
              testId="esim-lpa"
            />
          </dl>
        </div>
      </div>
    </section>
  );
}
