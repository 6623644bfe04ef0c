'use client';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { useWords } from '@/i18n/words';

/**
 * Issues the eSIM again (a new activation code), then re-renders the page on the server, which
 * shows the new QR code. A refusal shows the API's words: they say what to do instead.
 */
export function ReissueButton({ iccid }: { iccid: string }) {
  const t = useWords('esim.lost');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function reissue() {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    // The call's code loads on the click: most travellers never lose an eSIM.
    const [{ reissueEsim }, { isApiError }] = await Promise.all([
      import('@/lib/api/browser/esims'),
      import('@/lib/api/api-error'),
    ]);
    try {
      await reissueEsim(iccid);
      setOutcome({ ok: true, text: t('done') });
      startTransition(() => router.refresh());
    } catch (error) {
      console.error('[esim] reissue failed', isApiError(error) ? error.code : error);
      setOutcome({
        ok: false,
        text:
          isApiError(error) && error.code === 'REISSUE_NOT_POSSIBLE' ? error.message : t('failed'),
      });
    } finally {
      setBusy(false);
    }
  }

  const working = busy || refreshing;
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        onClick={() => void reissue()}
        disabled={working}
        aria-busy={working}
        data-testid="reissue-esim"
      >
        {working ? t('working') : t('button')}
      </Button>
      <div aria-live="polite">
        {outcome ? (
          <p
            className={`rounded-xl px-3 py-2 text-sm font-semibold ${outcome.ok ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-700'}`}
            data-testid="reissue-outcome"
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
