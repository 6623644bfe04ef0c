import type { Locale } from '@tern/contracts';
import { LOCAL_CITY_NAMES } from './local-city-names';

/**
 * The data package's "municipality" is sometimes a district or carries the local name in
 * brackets ("Hanoi (Soc Son)", "Arnavutköy, Istanbul"). Travellers pick the city they fly to, so
 * the name is reduced to that city; the few the rule cannot get right are named here.
 */
const CITY_BY_IATA: Readonly<Record<string, string>> = {
  CGN: 'Cologne',
  GLA: 'Glasgow',
  BON: 'Kralendijk',
  XIY: "Xi'an",
  TPE: 'Taipei',
  MWX: 'Muan',
  BSL: 'Basel',
  SAL: 'San Salvador',
  FNA: 'Freetown',
  CVG: 'Cincinnati',
  RDU: 'Raleigh',
  // Airports the data files under their district or town rather than the city they serve.
  ACE: 'Lanzarote',
  ASU: 'Asunción',
  BJX: 'León',
  BRU: 'Brussels',
  CAY: 'Cayenne',
  CEB: 'Cebu',
  DJJ: 'Jayapura',
  DWC: 'Dubai',
  FUE: 'Fuerteventura',
  GDL: 'Guadalajara',
  GOI: 'Goa',
  HKG: 'Hong Kong',
  IAD: 'Washington',
  ISB: 'Islamabad',
  KBP: 'Kyiv',
  KUL: 'Kuala Lumpur',
  LPA: 'Gran Canaria',
  MEX: 'Mexico City',
  MFM: 'Macau',
  MRU: 'Mauritius',
  MTY: 'Monterrey',
  MVD: 'Montevideo',
  NGO: 'Nagoya',
  NRT: 'Tokyo',
  PBM: 'Paramaribo',
  PTY: 'Panama City',
  PVD: 'Providence',
  SDJ: 'Sendai',
  SEZ: 'Mahé',
  SHO: 'Manzini',
  SID: 'Sal',
  UPG: 'Makassar',
  VVO: 'Vladivostok',
};

/** The traveller's city for an airport, or null when the data names none. */
export function cityName(iata: string, municipality: string): string | null {
  const named = CITY_BY_IATA[iata];
  if (named) return named;
  const withoutBrackets = municipality
    .replace(/\s*\(.*?\)\s*/g, ' ')
    // Mexico files cities as "Ciudad de Cancún"; travellers say "Cancún".
    .replace(/^Ciudad de (?=\p{Lu})/u, '')
    .trim();
  // "District, City": the city is last.
  const parts = withoutBrackets.split(',').map((part) => part.trim());
  const city = (parts.length > 1 ? parts[parts.length - 1] : parts[0]) ?? '';
  // "City / Other town" or "City/Other": the first is the one travellers know.
  const first = city.split('/')[0]?.trim() ?? '';
  return first.length > 0 ? first : null;
}

/** The city's names in the other languages, so a search in Arabic or Vietnamese finds it. */
export function localCityNames(city: string): string[] {
  return Object.values(LOCAL_CITY_NAMES[city] ?? {});
}

/** A city's name in `locale`; an unlisted city (a supplier's own) keeps the supplier's name. */
export function cityNameIn(city: string, locale: Locale): string {
  return locale === 'en' ? city : (LOCAL_CITY_NAMES[city]?.[locale] ?? city);
}
