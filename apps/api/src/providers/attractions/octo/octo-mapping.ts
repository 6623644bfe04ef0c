import tzLookup from '@photostructure/tz-lookup';
import type { AttractionCategory, Locale, TicketUnit, TicketUnitType } from '@tern/contracts';
import { addDays, byLocale } from '@tern/domain';
import type {
  AttractionRecord,
  AttractionTexts,
  SupplierBooking,
  SupplierDay,
  SupplierSlot,
  SupplierTicketType,
} from '../attraction-provider';
import type {
  OctoAvailability,
  OctoBooking,
  OctoCalendarDay,
  OctoLocation,
  OctoOption,
  OctoPricing,
  OctoProduct,
  OctoTicket,
  OctoUnit,
} from './octo-protocol';

/** A Tern attraction and the supplier ids needed to book it. */
export interface OctoAttraction {
  record: AttractionRecord;
  productId: string;
  optionId: string;
  /** The option's unit id for each Tern ticket type it sells. */
  unitIds: Partial<Record<TicketUnitType, string>>;
}

/** Places Tern shows for a FREESALE slot, which the supplier sells without a limit. */
export const FREESALE_PLACES = 999;
const DEFAULT_DURATION_MINUTES = 60;
const SAFE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * "productId~optionId" when both are URL-safe and short enough (UUIDs are), otherwise a hash of
 * the two; either way the provider resolves it through its product list, never by parsing.
 */
export function attractionIdOf(productId: string, optionId: string): string {
  const plain = `${productId}~${optionId}`;
  if (SAFE_ID.test(productId) && SAFE_ID.test(optionId) && plain.length <= 80) return plain;
  return `h~${fnv1a(`${productId}\n${optionId}`)}`;
}

function fnv1a(text: string): string {
  // Two 32-bit FNV-1a hashes with different seeds: 16 hex digits, stable across processes.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** OCTO unit types Tern sells as they are; YOUTH stands in for CHILD when there is none. */
const UNIT_TYPES: Record<string, TicketUnitType> = {
  ADULT: 'adult',
  CHILD: 'child',
  SENIOR: 'senior',
  INFANT: 'infant',
};

/** The price Tern pays: net when the contract gives one, else retail; in US cents. */
export function usdCents(prices: OctoPricing[]): number | null {
  const usd = prices.find((p) => p.currency === 'USD');
  if (!usd) return null;
  const amount = usd.net ?? usd.retail;
  return Math.round(amount * 10 ** (2 - usd.currencyPrecision));
}

function ticketTypes(units: OctoUnit[]) {
  const chosen = new Map<TicketUnitType, OctoUnit>();
  for (const unit of units) {
    const type = UNIT_TYPES[unit.type];
    if (type && !chosen.has(type)) chosen.set(type, unit);
  }
  const youth = units.find((u) => u.type === 'YOUTH');
  if (youth && !chosen.has('child')) chosen.set('child', youth);
  const types: SupplierTicketType[] = [];
  const unitIds: Partial<Record<TicketUnitType, string>> = {};
  for (const [type, unit] of chosen) {
    const cents = usdCents(unit.pricingFrom);
    if (cents === null) continue;
    types.push({
      type,
      minAge: unit.restrictions.minAge ?? null,
      maxAge: unit.restrictions.maxAge ?? null,
      usdCents: cents,
    });
    unitIds[type] = unit.id;
  }
  const order: TicketUnitType[] = ['adult', 'child', 'senior', 'infant'];
  types.sort((x, y) => order.indexOf(x.type) - order.indexOf(y.type));
  const requiresAdult = [...chosen]
    .filter(([type]) => type === 'child' || type === 'infant')
    .some(([, unit]) => unit.restrictions.accompaniedBy.length > 0);
  return { types, unitIds, requiresAdult };
}

/** Category labels in the order they decide Tern's category. */
const CATEGORY_LABELS: [string, AttractionCategory][] = [
  ['theme-parks', 'theme_parks'],
  ['museums', 'museums'],
  ['day-trips', 'day_trips'],
  ['multi-day', 'day_trips'],
  ['walking-tours', 'tours'],
  ['guided-tours', 'tours'],
  ['bike-tours', 'tours'],
  ['boat-tours', 'tours'],
  ['small-group-tours', 'tours'],
  ['private-tours', 'tours'],
  ['hop-on-hop-off', 'tours'],
  ['self-guided', 'tours'],
  ['audio-guide', 'tours'],
  ['history', 'landmarks'],
  ['city-cards', 'landmarks'],
];

function category(product: OctoProduct, option: OctoOption): AttractionCategory {
  const labels = new Set([...option.categoryLabels, ...product.categoryLabels]);
  const match = CATEGORY_LABELS.find(([label]) => labels.has(label));
  // Without a telling label, a departure at set times is a tour; anything else an experience.
  if (match) return match[1];
  return product.availabilityType === 'START_TIME' ? 'tours' : 'experiences';
}

function meetingLocation(product: OctoProduct, option: OctoOption): OctoLocation | undefined {
  const locations = [...option.locations, ...product.locations];
  return (
    locations.find((l) => l.types.includes('START')) ??
    locations.find((l) => l.types.includes('REDEMPTION')) ??
    locations[0]
  );
}

function address(location: OctoLocation): string {
  const a = location.place.postalAddress;
  const parts = [a?.streetAddress, a?.addressLocality, a?.postalCode].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : (location.title ?? '');
}

function featureTexts(product: OctoProduct, option: OctoOption, type: string): string[] {
  return [...product.features, ...option.features]
    .filter((f) => f.type === type && f.shortDescription)
    .map((f) => f.shortDescription as string);
}

function texts(product: OctoProduct, option: OctoOption, city: string): AttractionTexts {
  const title = product.title || product.internalName;
  // The default (or only) option is the product itself; another one names its variant.
  const name =
    product.options.length > 1 && !option.default
      ? `${title} – ${option.title || option.internalName}`
      : title;
  return {
    name,
    city,
    description:
      option.description ||
      product.description ||
      option.shortDescription ||
      product.shortDescription ||
      '',
    highlights: featureTexts(product, option, 'HIGHLIGHT'),
    included: featureTexts(product, option, 'INCLUSION'),
    notIncluded: featureTexts(product, option, 'EXCLUSION'),
    whatToBring: featureTexts(product, option, 'PREARRIVAL_INFORMATION'),
    dataDescription: '',
  };
}

function images(product: OctoProduct, option: OctoOption): string[] {
  const media = [...option.media, ...product.media].filter(
    (m) => m.type.startsWith('image/') && m.src && m.rel !== 'LOGO',
  );
  const covers = media.filter((m) => m.rel === 'COVER');
  return [...new Set([...covers, ...media].map((m) => m.src))];
}

function cutoffHours(option: OctoOption): number {
  const amount = option.cancellationCutoffAmount;
  if (option.cancellationCutoffUnit === 'day') return amount * 24;
  if (option.cancellationCutoffUnit === 'minute') return Math.ceil(amount / 60);
  return amount;
}

/**
 * OCTO publishes start times, not weekdays: the hours run from the first start to the end of
 * the last one, every day, and the availability calendar says which days are closed.
 */
function openingHours(option: OctoOption, durationMinutes: number): string {
  const minutes = option.availabilityLocalStartTimes
    .map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)))
    .sort((a, b) => a - b);
  const first = minutes[0] ?? 0;
  const end = Math.min(24 * 60, (minutes.at(-1) ?? 0) + durationMinutes);
  return `Mo-Su ${clock(first)}-${clock(end)}`;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Tern attractions from the supplier's products, one per option. `localized` is the same list
 * in each other locale the supplier has; a locale it lacks, or a product or option missing from
 * it, gets the English. Options Tern cannot sell are left out: per-booking prices, no USD price,
 * no ticket type Tern knows, no location.
 */
export function toAttractions(
  products: OctoProduct[],
  localized: Partial<Record<Locale, OctoProduct[]>>,
): OctoAttraction[] {
  const byId = byLocale((locale) => new Map((localized[locale] ?? []).map((p) => [p.id, p])));
  const attractions: OctoAttraction[] = [];
  for (const product of products) {
    if (product.pricingPer === 'BOOKING') continue;
    for (const option of product.options) {
      const location = meetingLocation(product, option);
      const country = location?.place.postalAddress?.addressCountry?.toUpperCase() ?? '';
      const tickets = ticketTypes(option.units);
      if (!location || !/^[A-Z]{2}$/.test(country) || tickets.types.length === 0) continue;
      const city = location.place.postalAddress?.addressLocality ?? '';
      const durationMinutes =
        option.durationMinutesFrom ?? product.durationMinutesFrom ?? DEFAULT_DURATION_MINUTES;
      const gallery = images(product, option);
      const en = texts(product, option, city);
      const localizedTexts = byLocale((locale): AttractionTexts => {
        const inLocale = byId[locale].get(product.id);
        const optionInLocale = inLocale?.options.find((o) => o.id === option.id);
        return inLocale && optionInLocale ? texts(inLocale, optionInLocale, city) : en;
      });
      attractions.push({
        productId: product.id,
        optionId: option.id,
        unitIds: tickets.unitIds,
        record: {
          attractionId: attractionIdOf(product.id, option.id),
          texts: localizedTexts,
          countryCode: country,
          category: category(product, option),
          popularity: attractions.length + 1,
          durationMinutes,
          meetingPoint: {
            address: address(location),
            latitude: location.place.latitude,
            longitude: location.place.longitude,
          },
          timeZone: product.timeZone || tzLookup(location.place.latitude, location.place.longitude),
          openingHours: openingHours(option, durationMinutes),
          cutoffHours: cutoffHours(option),
          requiresAdult: tickets.requiresAdult,
          ticketTypes: tickets.types,
          dataMb: 0,
          imageUrl: gallery[0] ?? '',
          gallery,
        },
      });
    }
  }
  return attractions;
}

/** The local date and HH:MM of an availability: its opening time when it lasts all day. */
export function slotTime(availability: OctoAvailability): { date: string; time: string } {
  const date = availability.localDateTimeStart.slice(0, 10);
  const opens = availability.allDay ? availability.openingHours[0]?.from : undefined;
  return { date, time: opens ?? availability.localDateTimeStart.slice(11, 16) };
}

function toSlot(availability: OctoAvailability): SupplierSlot {
  const { time } = slotTime(availability);
  const unlimited = availability.status === 'FREESALE' || availability.vacancies == null;
  const vacancies = !availability.available
    ? 0
    : unlimited
      ? FREESALE_PLACES
      : availability.vacancies!;
  return {
    time,
    capacity: availability.capacity ?? Math.max(vacancies, FREESALE_PLACES),
    vacancies,
  };
}

/**
 * Every local day from `from` to `to`: closed where the calendar says CLOSED or has no entry,
 * otherwise the day's start times (a sold-out one with no places; a closed one left out).
 */
export function toDays(
  from: string,
  to: string,
  calendar: OctoCalendarDay[],
  availabilities: OctoAvailability[],
): SupplierDay[] {
  const open = new Set(calendar.filter((d) => d.status !== 'CLOSED').map((d) => d.localDate));
  const slots = new Map<string, SupplierSlot[]>();
  for (const availability of availabilities) {
    if (availability.status === 'CLOSED') continue;
    const { date } = slotTime(availability);
    slots.set(date, [...(slots.get(date) ?? []), toSlot(availability)]);
  }
  const days: SupplierDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const daySlots = open.has(date) ? (slots.get(date) ?? []) : [];
    daySlots.sort((a, b) => a.time.localeCompare(b.time));
    days.push({ date, open: open.has(date), slots: daySlots });
  }
  return days;
}

/** The unit ids of a reservation, one per person, in the order of the request's units. */
export function unitItemsFor(attraction: OctoAttraction, units: TicketUnit[]): string[] {
  return units.flatMap((unit) => {
    const unitId = attraction.unitIds[unit.type];
    if (!unitId) throw new Error(`this attraction sells no ${unit.type} tickets`);
    return Array.from({ length: unit.quantity }, () => unitId);
  });
}

const SCANNABLE = ['QRCODE', 'AZTECCODE', 'CODE128'];

function ticketValue(ticket: OctoTicket | null | undefined): string | undefined {
  const options = ticket?.deliveryOptions ?? [];
  return (
    options.find((o) => SCANNABLE.includes(o.deliveryFormat))?.deliveryValue ??
    options[0]?.deliveryValue
  );
}

/**
 * The booking in Tern's terms: its uuid is the reference (cancel needs it), and a ticket per
 * unit item in the request's order, carrying the code the gate scans (per item, else the voucher).
 */
export function toSupplierBooking(
  attraction: OctoAttraction,
  booking: OctoBooking,
  units: TicketUnit[],
): SupplierBooking {
  const remaining = [...booking.unitItems];
  const tickets = units.flatMap((unit) =>
    Array.from({ length: unit.quantity }, () => {
      const unitId = attraction.unitIds[unit.type];
      const index = remaining.findIndex((item) => item.unitId === unitId);
      const [item] = index >= 0 ? remaining.splice(index, 1) : [];
      if (!item)
        throw new Error(`the supplier's booking ${booking.uuid} lacks a ${unit.type} item`);
      const reference =
        ticketValue(item.ticket) ??
        item.supplierReference ??
        ticketValue(booking.voucher) ??
        item.uuid;
      return { unitType: unit.type, supplierTicketReference: reference };
    }),
  );
  return { supplierReference: booking.uuid, tickets };
}
