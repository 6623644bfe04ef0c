import {
  type AttractionAvailabilityResponse,
  type AttractionCountriesResponse,
  type AttractionDetails,
  type AttractionProduct,
  type AttractionQuote,
  type AttractionsQuery,
  type AttractionsResponse,
  type AttractionTicketLineInput,
  LOCALES,
  type Locale,
  TicketUnitTypeSchema,
} from '@tern/contracts';
import {
  applyMarkup,
  BOOKING_MAX_DAYS_AHEAD,
  MAX_TICKETS_PER_BOOKING,
  normalizeSearchText,
  searchIntentOfNormalized,
  usdCentsToMinor,
} from '@tern/domain';
import type { Database } from '../../db/client';
import type { Site } from '../../plugins/site';
import {
  attractionNotFound,
  bookableDays,
  bookableSlot,
  checkUnits,
  ticketPrices,
} from '../../products/attraction-ticket/ticket-availability';
import type {
  AttractionProvider,
  AttractionRecord,
  SupplierTicketType,
} from '../../providers/attractions/attraction-provider';
import { countryName } from '../../providers/attractions/country-names';
import { weeklyHours } from '../../providers/attractions/opening-hours';
import type { CatalogueStore } from '../catalog/catalog.store';
import { currencyFor } from '../catalog/pricing';
import { money } from '../orders/order-view';

/** The lowest ticket price: an adult's, else the cheapest type that costs something. */
function fromPriceUsd(types: SupplierTicketType[]): number {
  const adult = types.find((t) => t.type === TicketUnitTypeSchema.enum.adult);
  if (adult) return adult.usdCents;
  const paid = types.map((t) => t.usdCents).filter((cents) => cents > 0);
  return paid.length ? Math.min(...paid) : 0;
}

const searchTexts = new WeakMap<AttractionRecord, string>();
/** Everything a traveller may search an attraction by, in both languages, normalised once. */
const searchTextOf = (record: AttractionRecord) => {
  let text = searchTexts.get(record);
  if (text === undefined) {
    text = normalizeSearchText(
      LOCALES.flatMap((locale) => [
        record.texts[locale].name,
        record.texts[locale].city,
        countryName(record.countryCode, locale),
      ]).join(' | '),
    );
    searchTexts.set(record, text);
  }
  return text;
};

/**
 * Forgiving like the destination search: every word of the text appears somewhere in the
 * attraction's names, city or country, accents and case aside; "uk" and "usa" mean the country.
 */
function matcherFor(search: string | undefined): ((record: AttractionRecord) => boolean) | null {
  const intent = searchIntentOfNormalized(normalizeSearchText(search ?? ''));
  if (intent.kind === 'none') return null;
  // "uk" means the country as a whole phrase: Disney's Animal Kingdom is not in it.
  const words =
    intent.kind === 'alias'
      ? [normalizeSearchText(intent.destination)]
      : intent.text.split(' ').filter(Boolean);
  return (record) => {
    const haystack = searchTextOf(record);
    return words.every((word) => haystack.includes(word));
  };
}

/** Browsing attractions and pricing a visit: the listing, a details page, days and a total. */
export function createAttractionsService(deps: {
  db: Database;
  provider: AttractionProvider;
  store: CatalogueStore;
  now?: () => Date;
}) {
  const { db, provider, store } = deps;
  const now = deps.now ?? (() => new Date());

  /** USD cents before markup → Money in the caller's currency, as an order would charge it. */
  async function pricing(site: Site, requested?: string) {
    const currency = currencyFor(await store.snapshot(), site, requested);
    const minor = (usdCents: number) =>
      usdCentsToMinor(
        applyMarkup(usdCents, site.markupBasisPoints),
        currency.ratePerUsd,
        currency.minorUnits,
      );
    return {
      minor,
      money: (amountMinor: number) => money(amountMinor, currency.code, currency.minorUnits),
    };
  }

  async function recordOf(attractionId: string) {
    const record = await provider.attraction(attractionId);
    if (!record) throw attractionNotFound(attractionId);
    return record;
  }

  function productOf(
    record: AttractionRecord,
    locale: Locale,
    price: Awaited<ReturnType<typeof pricing>>,
  ): AttractionProduct {
    const texts = record.texts[locale];
    return {
      attractionId: record.attractionId,
      attractionName: texts.name,
      country: countryName(record.countryCode, locale),
      countryCode: record.countryCode,
      imageUrl: record.imageUrl,
      dataDescription: texts.dataDescription,
      city: texts.city,
      category: record.category,
      durationMinutes: record.durationMinutes,
      fromPrice: price.money(price.minor(fromPriceUsd(record.ticketTypes))),
      freeCancellation: record.cutoffHours > 0,
      dataMb: record.dataMb,
    };
  }

  return {
    /** The listing: filtered, sorted (popular first by default) and paged. */
    async products(site: Site, query: AttractionsQuery): Promise<AttractionsResponse> {
      const price = await pricing(site, query.currency);
      const matches = matcherFor(query.search);
      const found = (await provider.list()).filter(
        (record) =>
          (!query.country || record.countryCode === query.country) &&
          (!query.category || record.category === query.category) &&
          (!matches || matches(record)),
      );
      const fromUsd = new Map(found.map((r) => [r.attractionId, fromPriceUsd(r.ticketTypes)]));
      const order = {
        popular: (a: AttractionRecord, b: AttractionRecord) => a.popularity - b.popularity,
        price_asc: (a: AttractionRecord, b: AttractionRecord) =>
          fromUsd.get(a.attractionId)! - fromUsd.get(b.attractionId)! ||
          a.popularity - b.popularity,
        price_desc: (a: AttractionRecord, b: AttractionRecord) =>
          fromUsd.get(b.attractionId)! - fromUsd.get(a.attractionId)! ||
          a.popularity - b.popularity,
      }[query.sort];
      const start = (query.page - 1) * query.limit;
      const page = [...found].sort(order).slice(start, start + query.limit);
      return {
        data: { products: page.map((record) => productOf(record, query.locale, price)) },
        count: found.length,
      };
    },

    /** The countries that have attractions, named in the locale, alphabetically. */
    async countries(locale: Locale): Promise<AttractionCountriesResponse> {
      const counts = new Map<string, number>();
      for (const record of await provider.list())
        counts.set(record.countryCode, (counts.get(record.countryCode) ?? 0) + 1);
      const countries = [...counts]
        .map(([countryCode, count]) => ({
          countryCode,
          name: countryName(countryCode, locale),
          count,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, locale));
      return { data: { countries } };
    },

    async details(
      site: Site,
      attractionId: string,
      locale: Locale,
      currency?: string,
    ): Promise<AttractionDetails> {
      const record = await recordOf(attractionId);
      const price = await pricing(site, currency);
      const texts = record.texts[locale];
      return {
        ...productOf(record, locale, price),
        description: texts.description,
        highlights: texts.highlights,
        included: texts.included,
        notIncluded: texts.notIncluded,
        whatToBring: texts.whatToBring,
        gallery: record.gallery,
        meetingPoint: record.meetingPoint,
        timeZone: record.timeZone,
        openingHours: weeklyHours(record.openingHours),
        openingHoursText: record.openingHours,
        cancellation: { cutoffHours: record.cutoffHours },
        ticketTypes: record.ticketTypes.map((t) => ({
          type: t.type,
          minAge: t.minAge,
          maxAge: t.maxAge,
          price: price.money(price.minor(t.usdCents)),
        })),
        requiresAdult: record.requiresAdult,
        maxTickets: MAX_TICKETS_PER_BOOKING,
        bookingWindowDays: BOOKING_MAX_DAYS_AHEAD,
      };
    },

    async availability(
      attractionId: string,
      from: string,
      to: string,
    ): Promise<AttractionAvailabilityResponse> {
      const record = await recordOf(attractionId);
      const days = await bookableDays(db, provider, record, from, to, now());
      return {
        data: {
          attractionId,
          timeZone: record.timeZone,
          days: days.map((day) => ({
            ...day,
            slots: day.slots.map(({ capacity: _c, ...slot }) => slot),
          })),
        },
      };
    },

    /** The live total: the price an order would charge for these tickets now, and what is left. */
    async quote(
      site: Site,
      attractionId: string,
      body: Omit<AttractionTicketLineInput, 'kind' | 'attractionId' | 'leadTraveller'> & {
        currency?: string;
      },
    ): Promise<AttractionQuote> {
      const record = await recordOf(attractionId);
      const types = checkUnits(record, body.units);
      const slot = await bookableSlot(db, provider, record, body, now());
      const currency = currencyFor(await store.snapshot(), site, body.currency);
      const inCurrency = (minor: number) => money(minor, currency.code, currency.minorUnits);
      const prices = ticketPrices(types, body.units, site.markupBasisPoints, currency);
      const units = prices.map(({ type, quantity, unitAmountMinor }) => ({
        type,
        quantity,
        unitPrice: inCurrency(unitAmountMinor),
      }));
      const total = prices.reduce((sum, u) => sum + u.unitAmountMinor * u.quantity, 0);
      return { units, total: inCurrency(total), remaining: slot.remaining };
    },
  };
}

export type AttractionsService = ReturnType<typeof createAttractionsService>;
