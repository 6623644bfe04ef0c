import { createRequire } from 'node:module';
import type { CountryOutline } from '@tern/contracts';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldCountries from 'world-countries';

const require = createRequire(import.meta.url);

/** Points closer than this (degrees, ~1 km) add nothing to a map a phone's width across. */
const MIN_STEP_DEGREES = 0.01;
const round = (value: number) => Math.round(value * 1000) / 1000;

let byIso: Map<string, CountryOutline> | undefined;

/**
 * Country outlines from Natural Earth's 1:50m countries (world-atlas, read from node_modules,
 * never the network), keyed by ISO 3166-1 alpha-2 through the numeric code (world-countries).
 */
function load(): Map<string, CountryOutline> {
  const topology = require('world-atlas/countries-50m.json') as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const isoOfNumeric = new Map(worldCountries.map((c) => [c.ccn3, c.cca2]));
  const outlines = new Map<string, CountryOutline>();
  const collection = feature(topology, topology.objects.countries);
  for (const country of collection.features) {
    const iso = isoOfNumeric.get(String(country.id ?? ''));
    const geometry = country.geometry;
    if (!iso || !geometry) continue;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    let [west, south, east, north] = [180, 90, -180, -90];
    const simplified = polygons.map((rings) =>
      rings.map((ring) => {
        const kept: [number, number][] = [];
        for (const [lon, lat] of ring as [number, number][]) {
          const last = kept.at(-1);
          if (
            last &&
            Math.abs(last[0] - lon) < MIN_STEP_DEGREES &&
            Math.abs(last[1] - lat) < MIN_STEP_DEGREES
          ) {
            continue;
          }
          kept.push([round(lon), round(lat)]);
          west = Math.min(west, lon);
          east = Math.max(east, lon);
          south = Math.min(south, lat);
          north = Math.max(north, lat);
        }
        return kept;
      }),
    );
    outlines.set(iso, {
      isoCode: iso,
      bbox: [round(west), round(south), round(east), round(north)],
      polygons: simplified,
    });
  }
  return outlines;
}

/** A country's outline for the itinerary map; null when Natural Earth has none (e.g. Kosovo). */
export function countryOutline(isoCode: string): CountryOutline | null {
  byIso ??= load();
  return byIso.get(isoCode) ?? null;
}
