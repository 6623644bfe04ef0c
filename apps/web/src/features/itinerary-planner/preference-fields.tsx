'use client';
import type { ItineraryPreferences } from '@tern/contracts';
import { ITINERARY_INTERESTS, ITINERARY_PACES } from '@tern/domain';
import { LABEL_CLASSES } from '@/components/ui/form';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';

const CHOICE_CLASSES =
  'inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50';

/** The custom itinerary: interests and pace, to be had once unlocked (GET /itineraries/unlock). */
export function PreferenceFields({
  idPrefix,
  value,
  onChange,
  unlocked,
  locale,
}: {
  idPrefix: string;
  value: ItineraryPreferences;
  onChange: (value: ItineraryPreferences) => void;
  unlocked: boolean;
  locale: Locale;
}) {
  const t = useWords('itinerary.planner.form');
  const toggle = (interest: (typeof ITINERARY_INTERESTS)[number], on: boolean) =>
    onChange({
      ...value,
      interests: on
        ? ITINERARY_INTERESTS.filter((i) => i === interest || value.interests.includes(i))
        : value.interests.filter((i) => i !== interest),
    });
  return (
    <fieldset disabled={!unlocked} className="space-y-4" data-testid="trip-preferences">
      <legend className="text-base font-bold text-ink">{t('preferences')}</legend>
      {unlocked ? null : (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
          {t('locked')}{' '}
          <a
            href={localizePath('/itinerary', locale)}
            className="font-semibold text-brand-700 underline"
          >
            {t('unlock')}
          </a>
        </p>
      )}
      <fieldset>
        <legend className={LABEL_CLASSES}>{t('interests')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {ITINERARY_INTERESTS.map((interest) => (
            <label
              key={interest}
              htmlFor={`${idPrefix}-interest-${interest}`}
              className={CHOICE_CLASSES}
            >
              <input
                id={`${idPrefix}-interest-${interest}`}
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={value.interests.includes(interest)}
                onChange={(event) => toggle(interest, event.target.checked)}
              />
              {t(`interest.${interest}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LABEL_CLASSES}>{t('pace')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {ITINERARY_PACES.map((pace) => (
            <label key={pace} htmlFor={`${idPrefix}-pace-${pace}`} className={CHOICE_CLASSES}>
              <input
                id={`${idPrefix}-pace-${pace}`}
                type="radio"
                name={`${idPrefix}-pace`}
                className="size-4 accent-brand-700"
                checked={value.pace === pace}
                onChange={() => onChange({ ...value, pace })}
              />
              {t(`paceOption.${pace}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
