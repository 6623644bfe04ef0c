'use client';
import type { CountryOutline } from '@tern/contracts';
import { useEffect, useState } from 'react';
import { useWords } from '@/i18n/words';
import { getCountryOutline } from '@/lib/api/browser/itinerary-plans';
import { type DayMapProps, MAP_BOX_CLASSES } from './day-map-loader';
import { fitView, type LonLat, project, ringsPath, tilesFor } from './map-projection';
import { keepOutline, readOutline } from './plan-storage';

const WIDTH = 400;
const HEIGHT = 250;

/** Outlines asked for on this page, by ISO code: every day of a country shares one request. */
const outlines = new Map<string, Promise<CountryOutline | null>>();

function loadOutline(isoCode: string): Promise<CountryOutline | null> {
  let pending = outlines.get(isoCode);
  if (!pending) {
    // The kept copy first: the map works offline, and borders do not move between visits.
    const kept = readOutline(isoCode);
    pending = kept
      ? Promise.resolve(kept)
      : getCountryOutline(isoCode)
          .then(({ data }) => {
            keepOutline(data);
            return data;
          })
          .catch((error: unknown) => {
            // Offline or unknown: the stops and the route are drawn without the country.
            console.warn('[itinerary] no outline for', isoCode, error);
            outlines.delete(isoCode);
            return null;
          });
    outlines.set(isoCode, pending);
  }
  return pending;
}

function useOutline(isoCode: string | null): CountryOutline | null {
  const [outline, setOutline] = useState<CountryOutline | null>(null);
  useEffect(() => {
    if (!isoCode) return;
    let live = true;
    void loadOutline(isoCode).then((loaded) => live && setOutline(loaded));
    return () => {
      live = false;
    };
  }, [isoCode]);
  return outline;
}

/** Markers of places on one spot (a city's centre) fanned out, so each number can be read. */
function spreadApart(points: [number, number][]): [number, number][] {
  const placed: [number, number][] = [];
  for (const [x, y] of points) {
    const near = placed.filter(([px, py]) => Math.hypot(px - x, py - y) < 16).length;
    const angle = (near * Math.PI) / 2.5;
    placed.push(near ? [x + 20 * Math.cos(angle), y + 20 * Math.sin(angle)] : [x, y]);
  }
  return placed;
}

/**
 * A day's stops and the route between them in visiting order, numbered as in the list, over the
 * country's outline: an inline SVG in Web Mercator, with map tiles under it only when a tile
 * source is configured. One image to assistive technology, named by its stops.
 */
export default function DayMap({ day, isoCode, tileUrl }: DayMapProps) {
  const t = useWords('itinerary.planner');
  const outline = useOutline(isoCode);
  const points: LonLat[] = day.stops.map((stop) => [stop.longitude, stop.latitude]);
  const view = fitView(points, { width: WIDTH, height: HEIGHT }, { padding: 24 });
  const placed = spreadApart(points.map((point) => project(view, point)));
  const tiles = tileUrl ? tilesFor(view, tileUrl) : [];
  const land = outline ? outline.polygons.map((polygon) => ringsPath(view, polygon)).join('') : '';
  const label = t('mapAlt', {
    number: day.dayNumber,
    stops: day.stops.map((stop, i) => `${i + 1}. ${stop.name}`).join(', '),
  });
  const tileHost = tileUrl ? new URL(tileUrl.replace(/\{s\}\./, '')).host : null;
  return (
    <figure className={`relative ${MAP_BOX_CLASSES}`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="block h-full w-full"
        data-testid="day-map-svg"
      >
        <title>{label}</title>
        <rect width={WIDTH} height={HEIGHT} className="fill-sky-100" />
        {tiles.map((tile) => (
          <image
            key={tile.key}
            href={tile.href}
            x={tile.x}
            y={tile.y}
            width={tile.size}
            height={tile.size}
            preserveAspectRatio="none"
          />
        ))}
        {land ? (
          <path
            d={land}
            fillRule="evenodd"
            data-testid="day-map-land"
            className={
              tiles.length ? 'fill-none stroke-slate-500' : 'fill-amber-50 stroke-slate-400'
            }
            strokeWidth={1.5}
          />
        ) : null}
        {placed.length > 1 ? (
          <polyline
            points={placed.map(([x, y]) => `${x},${y}`).join(' ')}
            className="fill-none stroke-brand-700"
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
            strokeDasharray="10 8"
          />
        ) : null}
        {placed.map(([x, y], i) => (
          <g key={day.stops[i]!.id} transform={`translate(${x} ${y})`}>
            <circle r={12} className="fill-brand-700 stroke-white" strokeWidth={3} />
            <text
              textAnchor="middle"
              dominantBaseline="central"
              className="fill-white text-[13px] font-bold"
            >
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      {tileHost ? (
        <figcaption className="absolute right-2 bottom-1 rounded bg-white/90 px-1 text-[11px] text-slate-800">
          {tileHost.endsWith('openstreetmap.org')
            ? t('mapAttributionOsm')
            : t('mapAttribution', { host: tileHost })}
        </figcaption>
      ) : null}
    </figure>
  );
}
