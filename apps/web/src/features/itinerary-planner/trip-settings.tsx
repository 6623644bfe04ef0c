'use client';
import type { ItineraryTrip } from '@tern/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';
import type { ChosenCountry } from '@/lib/chosen-country';
import { withTripSettings } from './plan-edits';
import { freshTrip, plannerSearch } from './planner-query';
import type { TripFormValues } from './trip-form';
import { draftsOfTrip, legsOfDrafts } from './trip-form-rules';
import { useFollowedCountry } from './use-followed-country';
import { PLAN_HEADING_ID, type Planner } from './use-planner';
import type { UnlockState } from './use-unlock';

/** The form's code (fields, checks, the countries list) loads when the traveller opens it. */
const loadTripForm = () => import('./trip-form');
const TripForm = lazy(() => loadTripForm().then((module) => ({ default: module.TripForm })));

/** The trip's URL follows a one-country trip, so a reload or a copied link plans it again. */
function rememberInUrl(trip: ItineraryTrip) {
  const [only, ...more] = trip.legs;
  if (!only || more.length > 0) return;
  const url = new URL(window.location.href);
  url.search = plannerSearch(only);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The trip behind the plan: shown by its settings' toggle, changed in the form, and following a
 * destination chosen anywhere on the site (the first leg takes the new country).
 */
export function TripSettings({
  planner,
  fallbackTrip,
  unlock,
  locale,
  onApplied,
}: {
  planner: Planner;
  /** The trip to start from when there is no plan to show (the API could not be reached). */
  fallbackTrip: ItineraryTrip;
  unlock: UnlockState;
  locale: Locale;
  onApplied: () => void;
}) {
  const t = useWords('itinerary.planner');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { plan } = planner;
  const trip = plan?.trip ?? fallbackTrip;

  async function applyTrip(next: ItineraryTrip, label: string) {
    const outcome = await planner.replan(next, {
      label,
      focus: [PLAN_HEADING_ID],
      undoable: true,
    });
    if (outcome === 'ok') {
      rememberInUrl(next);
      onApplied();
    }
    return outcome;
  }

  useFollowedCountry((country: ChosenCountry) => {
    const [first, ...rest] = trip.legs;
    if (!first || first.countryName === country.countryName) return;
    const leg = {
      ...(country.countryId ? { countryId: country.countryId } : {}),
      countryName: country.countryName,
      startDate: first.startDate,
      endDate: first.endDate,
    };
    const next = withTripSettings(trip, { legs: [leg, ...rest], preferences: trip.preferences });
    void applyTrip(next, t('edits.followed', { country: country.countryName }));
  }, true);

  async function submit(values: TripFormValues) {
    const preferences = unlock.unlocked ? values.preferences : trip.preferences;
    const next = plan
      ? withTripSettings(trip, { legs: legsOfDrafts(values.legs), preferences })
      : { ...freshTrip(legsOfDrafts(values.legs)), preferences };
    if ((await applyTrip(next, t('edits.replanned'))) === 'ok') setOpen(false);
  }

  return (
    <section aria-label={t('form.legend')} className="print:hidden">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        // Fetched while the pointer is on its way, so the form opens at once.
        onPointerEnter={() => void loadTripForm()}
        onFocus={() => void loadTripForm()}
        data-testid="trip-toggle"
      >
        {open ? t('form.hide') : t('form.toggle')}
      </Button>
      <div id={panelId} hidden={!open} className="mt-4 rounded-2xl bg-slate-50 p-4 sm:p-6">
        {open ? (
          <Suspense fallback={<p className="text-sm text-slate-600">{t('loading')}</p>}>
            <TripForm
              // A new plan (undo, a followed country) starts the form again from it.
              key={JSON.stringify([trip.legs, trip.preferences])}
              initial={{
                legs: draftsOfTrip(trip, plan?.legs ?? []),
                preferences: trip.preferences,
              }}
              unlocked={unlock.unlocked === true}
              locale={locale}
              busy={planner.busy}
              onSubmit={(values) => void submit(values)}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
