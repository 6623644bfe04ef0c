'use client';
import { formatMessage } from '@/i18n/client-messages';
import type { WeatherData } from '@/lib/api/utilities';
import type { CityState } from './use-weather';
import type { UtilityMessages } from './utility-messages';
import { hourlyEntries, tonightEntry, weeklySummaries } from './weather-forecast';
import { WeatherIcon } from './weather-icon';

const degrees = (value: number) => `${Math.round(value)}°C`;

interface WeatherViewProps {
  weather: WeatherData;
  city: CityState;
  messages: UtilityMessages;
  /** Unix seconds; the modal passes the time it rendered. */
  now: number;
}

/** Spec §2 "Weather modal": current conditions, later today, tonight and six days. */
export function WeatherView({ weather, city, messages: m, now }: WeatherViewProps) {
  const w = m.weather;
  const { current, forecast } = weather;
  const offset = forecast.city?.timezone ?? 0;
  const condition = current.weather[0];
  // The location's own clock: its UTC offset applied, then read as UTC.
  const time = new Intl.DateTimeFormat(m.locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const weekday = new Intl.DateTimeFormat(m.locale, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const local = (seconds: number) => new Date((seconds + offset) * 1000);
  const hourly = hourlyEntries(forecast.list, now, offset);
  const tonight = tonightEntry(forecast.list, now, offset);
  const week = weeklySummaries(forecast.list, now, offset);
  const cityName =
    city.status === 'pending'
      ? '…'
      : city.status === 'failed'
        ? w.cityFailed
        : (city.name ?? w.unknownCity);

  return (
    <div className="space-y-5">
      {weather.sample && (
        <p
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="weather-sample"
        >
          {w.sample}
        </p>
      )}
      <section aria-labelledby="weather-city" className="flex items-center gap-4">
        {condition && (
          <WeatherIcon main={condition.main} icon={condition.icon} className="size-16 shrink-0" />
        )}
        <div className="min-w-0">
          <h3 id="weather-city" className="truncate text-lg font-bold" data-testid="weather-city">
            {cityName}
          </h3>
          <p className="text-3xl font-bold" data-testid="weather-temp">
            {degrees(current.main.temp)}
          </p>
          <p className="text-sm capitalize text-slate-700">{condition?.description}</p>
          <p className="text-sm text-slate-700">
            {formatMessage(m.locale, w.feelsLike, { temp: degrees(current.main.feels_like) })}
          </p>
        </div>
      </section>
      <dl className="grid grid-cols-3 gap-2 text-center" data-testid="weather-details">
        {[
          [w.humidity, `${current.main.humidity}%`],
          [w.wind, formatMessage(m.locale, w.windValue, { speed: current.wind.speed })],
          [w.clouds, `${current.clouds.all}%`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {hourly.length > 0 && (
        <section aria-labelledby="weather-hourly">
          <h3 id="weather-hourly" className="text-sm font-semibold">
            {w.hourly}
          </h3>
          <ol
            className="mt-2 grid grid-cols-6 gap-1 text-center text-xs"
            data-testid="weather-hourly"
          >
            {hourly.map((entry) => (
              <li key={entry.dt} className="rounded-lg bg-slate-50 py-2">
                <span className="block text-slate-600">{time.format(local(entry.dt))}</span>
                <WeatherIcon
                  main={entry.weather[0]?.main ?? ''}
                  icon={entry.weather[0]?.icon ?? ''}
                  className="mx-auto size-7"
                />
                <span className="font-semibold">{degrees(entry.main.temp)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="weather-tonight">
        <h3 id="weather-tonight" className="text-sm font-semibold">
          {w.tonight}
        </h3>
        {tonight ? (
          <p className="mt-2 flex items-center gap-3 text-sm" data-testid="weather-tonight">
            <WeatherIcon
              main={tonight.weather[0]?.main ?? ''}
              icon={tonight.weather[0]?.icon ?? ''}
              className="size-8"
            />
            <span className="font-semibold">{degrees(tonight.main.temp)}</span>
            <span className="capitalize text-slate-700">{tonight.weather[0]?.description}</span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-700" data-testid="weather-tonight">
            {w.noTonight}
          </p>
        )}
      </section>
      <section aria-labelledby="weather-weekly">
        <h3 id="weather-weekly" className="text-sm font-semibold">
          {w.weekly}
        </h3>
        <ol
          className="mt-2 grid grid-cols-3 gap-2 text-center text-xs sm:grid-cols-6"
          data-testid="weather-weekly"
        >
          {week.map(({ date, summary }) => (
            <li key={date} className="rounded-lg bg-slate-50 px-1 py-2">
              <span className="block font-semibold">
                {weekday.format(new Date(`${date}T12:00:00Z`))}
              </span>
              {summary ? (
                <>
                  <WeatherIcon main={summary.main} icon={summary.icon} className="mx-auto size-8" />
                  <span className="block font-semibold">{degrees(summary.temp)}</span>
                  <span className="block capitalize text-slate-600">{summary.description}</span>
                </>
              ) : (
                <span className="mt-2 block text-slate-600">{w.unknownDay}</span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
