'use client';
import type { AttractionDay } from '@tern/contracts';
import { FEW_PLACES_LEFT } from '@tern/domain';
import type { Words } from '@/i18n/words';

type SlotStatus = AttractionDay['slots'][number]['status'];
const SOLD_OUT: SlotStatus = 'sold_out';

/**
 * The chosen day's start times as a radio group (native radios: arrow keys move and choose,
 * as the WAI-ARIA radio group pattern asks), with "3 left" under FEW_PLACES_LEFT places and
 * sold-out times shown but not choosable.
 */
export function TimeSlots({
  day,
  dateLabel,
  selected,
  onSelect,
  t,
}: {
  day: AttractionDay;
  dateLabel: string;
  selected: string | null;
  onSelect: (time: string) => void;
  t: Words;
}) {
  const choosable = day.slots.filter((slot) => slot.status !== SOLD_OUT);
  return (
    <fieldset data-testid="time-slots">
      <legend className="text-sm font-semibold text-ink">{t('slots', { date: dateLabel })}</legend>
      {choosable.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('noSlots')}</p>
      ) : null}
      <div className="mt-2 grid grid-cols-3 gap-2">
        {day.slots.map((slot) => {
          const soldOut = slot.status === SOLD_OUT;
          const few = !soldOut && slot.remaining < FEW_PLACES_LEFT;
          return (
            <label
              key={slot.time}
              className={`flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                soldOut
                  ? 'cursor-not-allowed border-slate-200 text-slate-500 line-through'
                  : 'border-slate-300 text-ink hover:border-brand-600'
              }`}
            >
              <input
                type="radio"
                name="slot"
                value={slot.time}
                checked={selected === slot.time}
                disabled={soldOut}
                onChange={() => onSelect(slot.time)}
                className="sr-only"
              />
              <span className="font-semibold">{slot.time}</span>
              {soldOut ? (
                <span className="text-xs">{t('soldOut')}</span>
              ) : few ? (
                <span className="text-xs font-semibold" data-testid="few-left">
                  {t('fewLeft', { count: slot.remaining })}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
