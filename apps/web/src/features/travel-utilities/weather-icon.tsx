import { type WeatherIconKind, weatherIconKind } from './weather-forecast';

const SUN = (
  <>
    <circle cx="12" cy="12" r="4" className="fill-amber-300 stroke-amber-500" />
    <path
      d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      className="stroke-amber-500"
    />
  </>
);
const CLOUD = (
  <path
    d="M7 18a4 4 0 0 1-.6-8A5.5 5.5 0 0 1 17 9.5a3.5 3.5 0 0 1 .5 7H7z"
    className="fill-slate-100 stroke-slate-500"
  />
);
const LOW_CLOUD = (
  <path
    d="M7 14a4 4 0 0 1-.6-8A5.5 5.5 0 0 1 17 5.5a3.5 3.5 0 0 1 .5 7H7z"
    className="fill-slate-100 stroke-slate-500"
  />
);

/** Drawn inline (no icon font, no image requests): one picture per condition group. */
const PICTURES: Record<WeatherIconKind, React.ReactNode> = {
  'clear-day': SUN,
  'clear-night': (
    <path
      d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
      className="fill-indigo-100 stroke-indigo-500"
    />
  ),
  clouds: CLOUD,
  drizzle: (
    <>
      {LOW_CLOUD}
      <path d="M9 17v1M13 17v1M17 17v1M11 20v1M15 20v1" className="stroke-sky-500" />
    </>
  ),
  rain: (
    <>
      {LOW_CLOUD}
      <path d="M9 16l-1 4M13 16l-1 4M17 16l-1 4" className="stroke-sky-600" />
    </>
  ),
  thunderstorm: (
    <>
      {LOW_CLOUD}
      <path d="M13 14l-3 4h4l-2 4" className="fill-none stroke-amber-500" />
    </>
  ),
  snow: (
    <>
      {LOW_CLOUD}
      <path
        d="M9 17.5h.01M13 19h.01M17 17.5h.01M11 21h.01M15 21.5h.01"
        className="stroke-sky-400"
        strokeWidth="2.5"
      />
    </>
  ),
  atmosphere: <path d="M4 8h16M2 12h18M5 16h15M8 20h10" className="stroke-slate-400" />,
};

/** The condition's picture; `main` is OpenWeatherMap's group (weather[0].main), `icon` its code. */
export function WeatherIcon({
  main,
  icon,
  className = 'size-10',
}: {
  main: string;
  icon: string;
  className?: string;
}) {
  const kind = weatherIconKind(main, icon);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={kind}
    >
      {PICTURES[kind]}
    </svg>
  );
}
