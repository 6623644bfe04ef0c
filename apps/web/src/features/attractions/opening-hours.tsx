import type { AttractionDetails } from '@tern/contracts';
import { intlLocale } from '@/lib/intl-locale';

const ISO_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name: 1 January 2024 was a Monday, so day n is n − 1 days after it. */
function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** The week's hours, Monday first, each day's periods or "closed", in the attraction's time. */
export function OpeningHours({
  hours,
  locale,
  closed,
}: {
  hours: AttractionDetails['openingHours'];
  locale: string;
  closed: string;
}) {
  return (
    <dl
      className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm"
      data-testid="opening-hours"
    >
      {ISO_WEEK.map((day) => {
        const periods = hours.filter((period) => period.day === day);
        return (
          <div key={day} className="contents">
            <dt className="text-slate-600">{weekdayName(day, locale)}</dt>
            <dd className="font-semibold text-ink">
              {periods.length === 0
                ? closed
                : periods.map((period) => `${period.opens}–${period.closes}`).join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
