'use client';
import { buttonClasses } from '@/components/ui/button-classes';
import { CopyButton } from '@/components/ui/copy-button';
import { useWords } from '@/i18n/words';
import { travellerPlannerHref } from './planner-href';
import type { UnlockAction } from './unlock-action';

/**
 * Unlocked: how, the one-time free data code to copy, and the way to the custom itinerary.
 * Only ever rendered in the browser (after the API answered), so it may read the device; its
 * code loads only for a traveller who has unlocked.
 */
export default function UnlockedPanel({
  action,
}: {
  action: Extract<UnlockAction, { kind: 'unlocked' }>;
}) {
  const t = useWords('itineraryLanding.unlock');
  return (
    <div className="rounded-2xl bg-emerald-50 p-4" data-testid="unlocked">
      <p className="font-semibold text-emerald-800">{t('unlockedTitle')}</p>
      <p className="mt-1 text-sm text-slate-700">
        {action.via === 'instagram' ? t('unlockedViaInstagram') : t('unlockedViaEmail')}
        {action.instagramUsername ? (
          <> · {t('unlockedAs', { username: action.instagramUsername })}</>
        ) : null}
      </p>
      {action.rewardCode ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-ink">{t('codeLabel')}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <code
              className="rounded-lg bg-white px-3 py-1.5 font-mono text-lg font-bold tracking-wider text-ink ring-1 ring-slate-200"
              data-testid="reward-code"
            >
              {action.rewardCode}
            </code>
            <CopyButton
              value={action.rewardCode}
              text={{
                copy: t('copy'),
                what: t('copyWhat'),
                copied: t('copied'),
                copiedAnnouncement: t('copiedAnnouncement'),
                failed: t('copyFailed'),
              }}
            />
          </div>
          <p className="mt-2 text-sm text-slate-600">{t('codeHint')}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('noCode')}</p>
      )}
      <a
        href={travellerPlannerHref(t.locale)}
        className={`mt-4 ${buttonClasses({ size: 'sm' })}`}
        data-testid="plan-custom"
      >
        {t('planCustom')}
      </a>
    </div>
  );
}
