import tzLookup from '@photostructure/tz-lookup';
import type { AttractionCategory, Locale } from '@tern/contracts';
import { byLocale, DEFAULT_TICKET_CUTOFF_HOURS, LOCALES } from '@tern/domain';
import { seededRandom } from '../../shared/random';
import type { AttractionRecord, AttractionTexts, SupplierTicketType } from '../attraction-provider';
import { ATTRACTIONS, type AttractionEntry, type DataNoun } from './attractions-data';
import { CATEGORY_BASE_USD_CENTS, COUNTRY_PRICE_LEVEL } from './cost-table';
import {
  CATEGORY_COPY,
  type CopySubject,
  countryNames,
  dataDescription,
  dataIncluded,
  durationText,
  type Pair,
} from './texts';

type Random = ReturnType<typeof seededRandom>;

/** How the supplier starts visits: fixed departures, or every few minutes while open. */
export interface SlotRule {
  departures: readonly string[] | null;
  everyMinutes: number;
  /** The last start is at least this long before closing. */
  lastStartBeforeClose: number;
  capacity: number;
}

/** An attraction as Tern sees it, and how the built-in supplier schedules it. */
export interface BuiltInAttraction {
  record: AttractionRecord;
  slots: SlotRule;
}

interface CategoryRules {
  /** Youngest adult, youngest child (younger is an infant); seniors are 65 and over. */
  adultFrom: number;
  childFrom: number;
  requiresAdult: boolean;
  dataWith: DataNoun;
  capacity: readonly [number, number];
  everyMinutes: number;
  /** Longest gap between the last start and closing (shorter visits end sooner). */
  lastStartBeforeClose: number;
  departures: readonly string[];
}

/** Entry every half hour to a large site: museums and landmarks. */
const TIMED_ENTRY = {
  requiresAdult: false,
  dataWith: 'ticket',
  capacity: [100, 400],
  everyMinutes: 30,
  lastStartBeforeClose: 60,
  departures: [],
} as const;

/** A group with a guide or crew: tours, day trips and experiences. */
const GROUP = {
  requiresAdult: true,
  capacity: [20, 60],
  everyMinutes: 60,
  lastStartBeforeClose: 120,
} as const;

/** Age bands, defaults and slot patterns as operators of each kind usually set them. */
const CATEGORY_RULES: Readonly<Record<AttractionCategory, CategoryRules>> = {
  museums: { ...TIMED_ENTRY, adultFrom: 18, childFrom: 6 },
  landmarks: { ...TIMED_ENTRY, adultFrom: 18, childFrom: 4 },
  tours: {
    ...GROUP,
    adultFrom: 18,
    childFrom: 4,
    dataWith: 'tour',
    departures: ['09:00', '14:00'],
  },
  day_trips: { ...GROUP, adultFrom: 12, childFrom: 3, dataWith: 'trip', departures: ['08:00'] },
  theme_parks: {
    adultFrom: 12,
    childFrom: 3,
    requiresAdult: true,
    dataWith: 'ticket',
    capacity: [200, 400],
    everyMinutes: 30,
    lastStartBeforeClose: 180,
    departures: [],
  },
  experiences: { ...GROUP, adultFrom: 16, childFrom: 4, dataWith: 'booking', departures: [] },
};

const SENIOR_FROM = 65;
const DEFAULT_DATA_MB = 1000;

/** Prices end in whole or half dollars, as suppliers' rate sheets do. */
const roundToHalfDollar = (cents: number) => Math.max(50, Math.round(cents / 50) * 50);

/**
 * Adult, child, senior and infant tickets as the entry allows: a minimum age moves the child
 * band up (and rules out infants); at an adult's age it leaves adults only.
 */
function ticketTypes(entry: AttractionEntry, random: Random): SupplierTicketType[] {
  const rules = CATEGORY_RULES[entry.category];
  const level = COUNTRY_PRICE_LEVEL[entry.isoCode];
  if (level === undefined) throw new Error(`no price level for ${entry.isoCode} (${entry.id})`);
  const base = CATEGORY_BASE_USD_CENTS[entry.category] * level * (entry.priceFactor ?? 1);
  const adult = roundToHalfDollar(base * (0.85 + random.next() * 0.35));
  const child = roundToHalfDollar(adult * (0.5 + random.next() * 0.2));
  const senior = roundToHalfDollar(adult * (0.8 + random.next() * 0.1));
  const seniors = entry.seniors ?? true;
  const adultFrom = Math.max(rules.adultFrom, entry.minAge ?? 0);
  const childFrom = entry.minAge ?? rules.childFrom;
  const infants = (entry.infants ?? true) && entry.minAge === undefined;
  const types: SupplierTicketType[] = [
    { type: 'adult', minAge: adultFrom, maxAge: seniors ? SENIOR_FROM - 1 : null, usdCents: adult },
  ];
  if (childFrom < adultFrom) {
    types.push({ type: 'child', minAge: childFrom, maxAge: adultFrom - 1, usdCents: child });
  }
  if (seniors) types.push({ type: 'senior', minAge: SENIOR_FROM, maxAge: null, usdCents: senior });
  if (infants) types.push({ type: 'infant', minAge: 0, maxAge: childFrom - 1, usdCents: 0 });
  return types;
}

/** 3 to 5 of the pool, in an order of their own, the same for both languages. */
function pick(pool: Pair[], random: Random): Pair[] {
  const order = pool.map((pair) => ({ pair, key: random.next() }));
  order.sort((a, b) => a.key - b.key);
  return order.slice(0, random.int(3, Math.min(5, pool.length))).map(({ pair }) => pair);
}

function texts(
  entry: AttractionEntry,
  cutoffHours: number,
  dataMb: number,
  random: Random,
): Record<Locale, AttractionTexts> {
  const country = countryNames(entry.isoCode);
  const subject: CopySubject = {
    name: entry.name,
    nameVi: entry.nameVi,
    nameAr: entry.nameAr,
    city: entry.city,
    cityVi: entry.cityVi,
    cityAr: entry.cityAr,
    country: country[0],
    countryVi: country[1],
    countryAr: country[2],
    durationMinutes: entry.visitMinutes,
    cutoffHours,
  };
  const copy = CATEGORY_COPY[entry.category];
  const description = copy.description(subject, durationText(entry.visitMinutes));
  const highlights = pick(copy.highlights(subject), random);
  const included = [...copy.included, ...dataIncluded(dataMb, country)];
  const data = dataDescription(
    dataMb,
    country,
    entry.dataWith ?? CATEGORY_RULES[entry.category].dataWith,
  );
  const names: Pair = [entry.name, entry.nameVi, entry.nameAr];
  const cities: Pair = [entry.city, entry.cityVi, entry.cityAr];
  return byLocale((locale): AttractionTexts => {
    // Pair lines are in LOCALES order.
    const index = LOCALES.indexOf(locale);
    return {
      name: names[index]!,
      city: cities[index]!,
      description: description[index]!,
      highlights: highlights.map((pair) => pair[index]!),
      included: included.map((pair) => pair[index]!),
      notIncluded: copy.notIncluded.map((pair) => pair[index]!),
      whatToBring: copy.whatToBring.map((pair) => pair[index]!),
      dataDescription: data[index]!,
    };
  });
}

function attraction(entry: AttractionEntry, popularity: number): BuiltInAttraction {
  // One generator per id, drawn in a fixed order, so adding an entry changes no other.
  const random = seededRandom(`attraction:${entry.id}`);
  const rules = CATEGORY_RULES[entry.category];
  const cutoffHours = entry.cutoffHours ?? DEFAULT_TICKET_CUTOFF_HOURS;
  const dataMb = entry.dataMb ?? DEFAULT_DATA_MB;
  const ticketTypeList = ticketTypes(entry, random);
  const [low, high] = rules.capacity;
  const capacity = entry.capacity ?? random.int(low / 5, high / 5) * 5;
  const art = `/art/attraction/${entry.id}`;
  return {
    record: {
      attractionId: entry.id,
      texts: texts(entry, cutoffHours, dataMb, random),
      countryCode: entry.isoCode,
      category: entry.category,
      popularity,
      durationMinutes: entry.visitMinutes,
      meetingPoint: {
        address: entry.address,
        latitude: entry.latitude,
        longitude: entry.longitude,
      },
      timeZone: tzLookup(entry.latitude, entry.longitude),
      openingHours: entry.openingHours,
      cutoffHours,
      requiresAdult: entry.requiresAdult ?? rules.requiresAdult,
      ticketTypes: ticketTypeList,
      dataMb,
      imageUrl: `${art}.svg`,
      gallery: [`${art}.svg`, `${art}-2.svg`, `${art}-3.svg`],
    },
    slots: {
      departures: entry.departures ?? (rules.departures.length > 0 ? rules.departures : null),
      everyMinutes: entry.everyMinutes ?? rules.everyMinutes,
      lastStartBeforeClose: Math.min(entry.visitMinutes, rules.lastStartBeforeClose),
      capacity,
    },
  };
}

/** The built-in catalogue, most popular first: the data's order is its popularity. */
export function generateCatalogue(
  entries: readonly AttractionEntry[] = ATTRACTIONS,
): BuiltInAttraction[] {
  return entries.map((entry, index) => attraction(entry, index + 1));
}
