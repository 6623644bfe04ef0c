'use client';
import type { ItineraryPlan } from '@tern/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';
import {
  createItinerary,
  createShare,
  downloadTripCalendar,
  revokeShare,
  savedCalendarUrl,
  updateItinerary,
} from '@/lib/api/browser/itinerary-plans';
import { forgetShareLink, keepShareLink } from './plan-storage';
import type { Planner } from './use-planner';
import type { UnlockState } from './use-unlock';

/** The list of saved plans loads only for a traveller who can save. */
const SavedPlans = lazy(() =>
  import('./saved-plans').then((module) => ({ default: module.SavedPlans })),
);

/** Hands a file to the browser as a download (an object URL on a link, clicked). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the next task; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Keep the plan (saved to the account once the custom itinerary is unlocked), share it by a
 * read-only link anyone can open (and turn off), take it to a calendar, or print it.
 */
export function KeepAndShare({
  planner,
  plan,
  locale,
  readOnly,
  unlock,
}: {
  planner: Planner;
  plan: ItineraryPlan;
  locale: Locale;
  readOnly: boolean;
  unlock: UnlockState;
}) {
  const t = useWords('itinerary.planner.keep');
  const [status, setStatus] = useState('');
  const [working, setWorking] = useState<'save' | 'share' | 'stop' | 'calendar' | null>(null);
  const [savedTrip, setSavedTrip] = useState<string | null>(null);
  const { savedId, share } = planner.kept;
  const tripJson = JSON.stringify(plan.trip);
  const canSave = !readOnly && unlock.unlocked === true;

  async function run(
    kind: NonNullable<typeof working>,
    task: () => Promise<string>,
    failed: string,
  ) {
    if (working) return;
    setWorking(kind);
    setStatus('');
    try {
      setStatus(await task());
    } catch (error) {
      console.error(`[itinerary] ${kind} failed`, error);
      setStatus(failed);
    } finally {
      setWorking(null);
    }
  }

  const save = () =>
    run(
      'save',
      async () => {
        const body = { trip: plan.trip, locale };
        const { data } = savedId
          ? await updateItinerary(savedId, body)
          : await createItinerary(body);
        planner.setSaved(data.id);
        setSavedTrip(tripJson);
        return t('saved');
      },
      t('saveFailed'),
    );

  const makeShare = () =>
    run(
      'share',
      async () => {
        const { data } = await createShare(
          savedId && savedTrip === tripJson
            ? { itineraryId: savedId, locale }
            : { trip: plan.trip, locale },
        );
        const link = { shareId: data.shareId, path: data.path, revokeKey: data.revokeKey };
        keepShareLink(link);
        planner.setShare(link);
        return t('shareLink');
      },
      t('shareFailed'),
    );

  const stopSharing = () =>
    run(
      'stop',
      async () => {
        if (!share) return '';
        await revokeShare(share.shareId, share.revokeKey);
        forgetShareLink(share.shareId);
        planner.setShare(null);
        return t('stopped');
      },
      t('stopFailed'),
    );

  const calendar = () =>
    run(
      'calendar',
      async () => {
        const name = `itinerary-${plan.days[0]?.date ?? 'trip'}.ics`;
        if (savedId && savedTrip === tripJson) {
          window.location.assign(savedCalendarUrl(savedId));
          return '';
        }
        saveFile(await downloadTripCalendar({ trip: plan.trip, locale }), name);
        return '';
      },
      t('calendarFailed'),
    );

  const shareUrl =
    share && typeof window !== 'undefined'
      ? `${window.location.origin}${localizePath(share.path, locale)}`
      : null;

  return (
    <section
      aria-labelledby="itinerary-keep"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
      data-testid="itinerary-keep"
    >
      <h2 id="itinerary-keep" className="text-xl font-bold text-ink">
        {t('heading')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {canSave ? (
          <Button size="sm" onClick={() => void save()} aria-busy={working === 'save' || undefined}>
            {working === 'save' ? t('saving') : savedId ? t('saveAgain') : t('save')}
          </Button>
        ) : null}
        {readOnly ? null : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void makeShare()}
            aria-busy={working === 'share' || undefined}
            data-testid="itinerary-share"
          >
            {working === 'share' ? t('sharing') : t('share')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void calendar()}
          aria-busy={working === 'calendar' || undefined}
          data-testid="itinerary-ics"
        >
          {t('calendar')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
      {!readOnly && !canSave && unlock.unlocked !== null ? (
        <p className="mt-3 text-sm text-slate-600">
          {t('signInToSave')}{' '}
          <a
            href={localizePath('/itinerary', locale)}
            className="font-semibold text-brand-700 underline"
          >
            {t('unlockLink')}
          </a>
        </p>
      ) : null}
      <p
        role="status"
        className="mt-3 text-sm font-semibold text-slate-800"
        data-testid="keep-status"
      >
        {status}
      </p>
      {shareUrl && share && !readOnly ? (
        <div className="mt-2 space-y-2" data-testid="share-link">
          <input
            readOnly
            aria-label={t('shareLink')}
            value={shareUrl}
            className="h-10 w-full rounded-lg border border-field bg-slate-50 px-2 text-sm"
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-url"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(shareUrl)
                  .then(() => setStatus(t('copied')))
                  .catch(() => undefined)
              }
            >
              {t('copy')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void stopSharing()}
              aria-busy={working === 'stop' || undefined}
              data-testid="share-stop"
            >
              {t('stopSharing')}
            </Button>
          </div>
        </div>
      ) : null}
      {canSave ? (
        <Suspense fallback={null}>
          <SavedPlans planner={planner} onOpened={setSavedTrip} />
        </Suspense>
      ) : null}
    </section>
  );
}
