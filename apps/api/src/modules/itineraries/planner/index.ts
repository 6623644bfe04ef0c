import tzLookup from '@photostructure/tz-lookup';
import type {
  ArrivalAirport,
  DataOption,
  ItineraryDay,
  ItineraryLeg,
  ItineraryPlan,
  ItineraryPlanRequest,
  ItineraryStop,
  ItinerarySuggestion,
  Money,
} from '@tern/contracts';
import {
  addDays,
  applyMarkup,
  FAST_TRACK_MODULE,
  LOUNGE_MODULE,
  tripDayCount,
  usdCentsToMinor,
} from '@tern/domain';
import { ApiError } from '../../../plugins/errors';
import type { Site } from '../../../plugins/site';
import type {
  AttractionProvider,
  AttractionRecord,
} from '../../../providers/attractions/attraction-provider';
import { hoursInWords } from '../../../providers/attractions/opening-hours';
import type { LoungeProvider } from '../../../providers/lounges/lounge-provider';
import type { AttractionsService } from '../../attractions/attractions.service';
import { toBundle } from '../../catalog/catalog.mappers';
import type { BundleRow } from '../../catalog/catalog.repository';
import { type CountryEntry, countryByIdOrName } from '../../catalog/catalog.snapshot';
import type { CatalogueStore } from '../../catalog/catalog.store';
import { countryImages } from '../../catalog/images';
import { currencyFor, priceContext } from '../../catalog/pricing';
import { money } from '../../orders/order-view';
import { DATA_FIGURES, dayDataMb, withMargin } from './data-need';
import { cheapestFitting } from './data-options';
import {
  clockText,
  type DayKind,
  PACE_RULES,
  type PlannedStop,
  planDay,
  timeDay,
} from './day-plan';
import { buildClusters, type CityCluster, type PlannerPlace } from './places';
import { dataMethodText, noticeText } from './texts';
import { distanceKm, travelBetween } from './travel';

/** Suggestions offered under a day: nearby places not in the plan. */
const SUGGESTIONS_PER_DAY = 6;
const SUGGESTION_RADIUS_KM = 30;
/** Further than this between two cities, the move is a flight or a train, not a drive. */
const DRIVE_KM = 250;
/** A city for every two and a half days of a leg, at most. */
const DAYS_PER_CITY = 2.5;
/** Places (not meals) that fill one day, to size how many days a city holds. */
const PLACES_PER_DAY = 2.5;
/** Attractions and airports change rarely: reread them after this long. */
const SOURCE_TTL_MS = 10 * 60_000;

export interface ItineraryPlanner {
  plan(site: Site, request: ItineraryPlanRequest): Promise<ItineraryPlan>;
}

interface LegContext {
  index: number;
  country: CountryEntry;
  startDate: string;
  endDate: string;
  clusters: CityCluster[];
  /** The city of each day of the leg, in order. */
  dayClusters: CityCluster[];
  timeZone: string;
}

function dayKindOf(dayNumber: number, totalDays: number, firstOfLeg: boolean): DayKind {
  if (totalDays === 1) return 'single';
  if (dayNumber === totalDays) return 'departure';
  if (firstOfLeg) return 'arrival';
  return 'full';
}

/** How much a city is worth staying in for these interests. */
function clusterValue(cluster: CityCluster, interests: readonly string[]): number {
  const appeals = cluster.places
    .filter((p) => p.kind === 'attraction')
    .map((p) => p.appeal + (interests.includes(p.interest) ? 40 : 0))
    .sort((a, b) => b - a)
    .slice(0, 4);
  return appeals.reduce((sum, a) => sum + a, 0) + 10 * Math.log10(Math.max(10, cluster.population));
}

/**
 * Which city each day of a leg is spent in: a city for every 2.5 days, more when they hold too
 * few places for the days; the best valued first, days shared by value within what each holds
 * (at least one each), then visited in a nearest-next order, so a day changes city at most once.
 */
export function allocateDays(
  clusters: CityCluster[],
  dayCount: number,
  interests: readonly string[],
): CityCluster[] {
  const ranked = clusters
    .map((cluster) => ({ cluster, value: clusterValue(cluster, interests) }))
    .sort((a, b) => b.value - a.value || a.cluster.id.localeCompare(b.cluster.id));
  // Enough cities for the days: each holds about as many days as its places fill.
  const capacity = (cluster: CityCluster) =>
    Math.max(1, Math.round(cluster.places.filter((p) => !p.repeatable).length / PLACES_PER_DAY));
  let count = Math.max(1, Math.min(ranked.length, Math.round(dayCount / DAYS_PER_CITY)));
  while (
    count < ranked.length &&
    ranked.slice(0, count).reduce((sum, c) => sum + capacity(c.cluster), 0) < dayCount
  ) {
    count += 1;
  }
  const chosen = ranked.slice(0, count);
  const days = chosen.map(() => 1);
  // Each further day to the city whose value per day stays highest, within what it holds.
  for (let left = dayCount - count; left > 0; left -= 1) {
    const pick = (room: boolean) => {
      let best = -1;
      for (let i = 0; i < chosen.length; i += 1) {
        if (room && days[i]! >= capacity(chosen[i]!.cluster)) continue;
        const worth = chosen[i]!.value / (days[i]! + 1);
        if (best < 0 || worth > chosen[best]!.value / (days[best]! + 1)) best = i;
      }
      return best;
    };
    const i = pick(true) >= 0 ? pick(true) : pick(false);
    days[i]! += 1;
  }
  // The best city first (where travellers land), then always the nearest not yet visited.
  const order = [0];
  while (order.length < chosen.length) {
    const from = chosen[order.at(-1)!]!.cluster;
    let next = -1;
    for (let i = 0; i < chosen.length; i += 1) {
      if (order.includes(i)) continue;
      if (
        next < 0 ||
        distanceKm(from, chosen[i]!.cluster) < distanceKm(from, chosen[next]!.cluster)
      ) {
        next = i;
      }
    }
    order.push(next);
  }
  return order.flatMap((i) => Array.from({ length: days[i]! }, () => chosen[i]!.cluster));
}

export function createItineraryPlanner(deps: {
  store: CatalogueStore;
  attractionProvider: AttractionProvider;
  attractions: AttractionsService;
  lounges: LoungeProvider;
  now?: () => number;
}): ItineraryPlanner {
  const now = deps.now ?? Date.now;
  let records: { list: AttractionRecord[]; at: number } | undefined;
  const clustersByCountry = new Map<
    string,
    { source: AttractionRecord[]; clusters: CityCluster[] }
  >();
  const airports = new Map<string, { at: number; value: Promise<AirportChoice[]> }>();

  async function attractionRecords(): Promise<AttractionRecord[]> {
    if (!records || now() - records.at > SOURCE_TTL_MS) {
      records = { list: await deps.attractionProvider.list(), at: now() };
    }
    return records.list;
  }

  async function clustersOf(isoCode: string): Promise<CityCluster[]> {
    const source = await attractionRecords();
    const cached = clustersByCountry.get(isoCode);
    if (cached && cached.source === source) return cached.clusters;
    const clusters = buildClusters(isoCode, source);
    clustersByCountry.set(isoCode, { source, clusters });
    return clusters;
  }

  interface AirportChoice {
    iata: string;
    name: string;
    city: string;
    latitude: number;
    longitude: number;
    lounge: boolean;
    fastTrack: boolean;
  }

  /** The airports of a country where lounges or fast-track are sold. */
  function countryAirports(isoCode: string, countryName: string): Promise<AirportChoice[]> {
    const cached = airports.get(isoCode);
    if (cached && now() - cached.at <= SOURCE_TTL_MS) return cached.value;
    const value = (async () => {
      const found = new Map<string, AirportChoice>();
      for (const module of [LOUNGE_MODULE, FAST_TRACK_MODULE] as const) {
        const cities = await deps.lounges.cities(module, {
          pageNumber: 1,
          pageSize: 100,
          search: countryName,
        });
        for (const city of cities.items.filter((c) => c.countryCode === isoCode)) {
          const hubs = await deps.lounges.transportHubs(city.city, {
            pageNumber: 1,
            pageSize: 20,
            module,
          });
          for (const hub of hubs?.items ?? []) {
            const known = found.get(hub.iata) ?? {
              iata: hub.iata,
              name: hub.name,
              city: city.city,
              latitude: hub.latitude,
              longitude: hub.longitude,
              lounge: false,
              fastTrack: false,
            };
            if (module === LOUNGE_MODULE) known.lounge = true;
            else known.fastTrack = true;
            found.set(hub.iata, known);
          }
        }
      }
      return [...found.values()].sort((a, b) => a.iata.localeCompare(b.iata));
    })();
    value.catch(() => airports.delete(isoCode));
    airports.set(isoCode, { at: now(), value });
    return value;
  }

  async function arrivalAt(leg: LegContext): Promise<ArrivalAirport | null> {
    const city = leg.dayClusters[0]!;
    const choices = await countryAirports(leg.country.isoCode, leg.country.name).catch(() => []);
    let best: AirportChoice | null = null;
    for (const choice of choices) {
      if (!best || distanceKm(city, choice) < distanceKm(city, best)) best = choice;
    }
    if (!best) return null;
    const path = encodeURIComponent(best.city);
    return {
      iataCode: best.iata,
      name: best.name,
      city: best.city,
      loungeHref: best.lounge ? `/lounge/airport/${path}` : null,
      fastTrackHref: best.fastTrack ? `/fasttrack/airport/${path}` : null,
    };
  }

  function resolveCountry(
    snapshot: Awaited<ReturnType<CatalogueStore['snapshot']>>,
    leg: ItineraryPlanRequest['trip']['legs'][number],
    index: number,
  ): CountryEntry {
    const found = countryByIdOrName(snapshot, leg);
    if (found) return found;
    throw new ApiError(
      400,
      'UNKNOWN_COUNTRY',
      `Leg ${index + 1}: no country "${leg.countryId || leg.countryName}". GET /v1/countries lists them.`,
    );
  }

  return {
    async plan(site, request) {
      const { trip, locale } = request;
      const snapshot = await deps.store.snapshot();
      const currency = currencyFor(snapshot, site, request.currency);
      const prices = priceContext(snapshot, site, request.currency);
      const minorOf = (usdCents: number) =>
        usdCentsToMinor(
          applyMarkup(usdCents, site.markupBasisPoints),
          currency.ratePerUsd,
          currency.minorUnits,
        );
      const interests = trip.preferences.interests;
      const pace = trip.preferences.pace;

      const legs: LegContext[] = [];
      for (const [index, input] of trip.legs.entries()) {
        const country = resolveCountry(snapshot, input, index);
        const clusters = await clustersOf(country.isoCode);
        if (clusters.length === 0) {
          throw new ApiError(
            422,
            'NO_CITY_TO_PLAN',
            `Leg ${index + 1}: ${country.name} has no city to plan a day in.`,
          );
        }
        const dayCount = tripDayCount(input.startDate, input.endDate);
        // The day the trip ends is spent where the day before was: nobody moves city to fly home.
        const departs = index === trip.legs.length - 1 && dayCount > 1;
        const dayClusters = allocateDays(clusters, dayCount - (departs ? 1 : 0), interests);
        if (departs) dayClusters.push(dayClusters.at(-1)!);
        legs.push({
          index,
          country,
          startDate: input.startDate,
          endDate: input.endDate,
          clusters,
          dayClusters,
          timeZone: tzLookup(dayClusters[0]!.latitude, dayClusters[0]!.longitude),
        });
      }

      // Every place of the trip by id, for the days the traveller arranged.
      const placeById = new Map<string, { place: PlannerPlace; leg: LegContext }>();
      for (const leg of legs) {
        for (const cluster of leg.clusters) {
          for (const place of cluster.places) placeById.set(place.id, { place, leg });
        }
      }
      const edits = new Map(trip.days.map((d) => [d.date, d.stopIds]));
      const variants = new Map(trip.regenerate.map((r) => [r.date, r.variant]));
      const used = new Set<string>();
      const use = (id: string) => {
        if (!placeById.get(id)?.place.repeatable) used.add(id);
      };
      for (const stopIds of edits.values()) for (const id of stopIds) use(id);

      const totalDays = tripDayCount(trip.legs[0]!.startDate, trip.legs.at(-1)!.endDate);
      const planned: {
        date: string;
        dayNumber: number;
        leg: LegContext;
        kind: DayKind;
        cluster: CityCluster;
        stops: PlannedStop[];
        edited: boolean;
      }[] = [];
      for (const leg of legs) {
        for (const [i, cluster] of leg.dayClusters.entries()) {
          const date = addDays(leg.startDate, i);
          const dayNumber = tripDayCount(trip.legs[0]!.startDate, date);
          const previous = i > 0 ? leg.dayClusters[i - 1]! : null;
          const moving = !!previous && previous.id !== cluster.id;
          // Too far to drive in a morning: the move takes the day's start, like an arrival.
          const far = moving && distanceKm(previous, cluster) > DRIVE_KM;
          const drive = moving && !far ? travelBetween(previous, cluster) : null;
          const baseKind = dayKindOf(dayNumber, totalDays, i === 0);
          const kind = far && baseKind === 'full' ? 'arrival' : baseKind;
          const edited = edits.get(date);
          let stops: PlannedStop[];
          if (edited && !variants.has(date)) {
            const places = edited
              .map((id) => placeById.get(id))
              .filter((found): found is NonNullable<typeof found> => !!found);
            stops = timeDay(
              { date, kind, pace },
              places.map((p) => p.place),
            );
            for (const [k, stop] of stops.entries()) {
              const owner = places[k]!.leg;
              if (owner !== leg && !stop.notice) {
                stop.notice = { kind: 'other_country', country: owner.country.name };
              }
            }
          } else {
            stops = planDay(
              {
                date,
                kind,
                pace,
                interests,
                variant: variants.get(date) ?? 0,
                origin: cluster,
                // A drive from the last city comes first; the first stop shows that journey.
                startAt: drive ? PACE_RULES[pace].dayStart + drive.minutes : undefined,
              },
              cluster.places,
              used,
            );
            if (drive && previous && stops[0]) {
              stops[0].travel = travelBetween(previous, stops[0].place);
            }
            for (const stop of stops) use(stop.place.id);
          }
          planned.push({ date, dayNumber, leg, kind, cluster, stops, edited: !!edited });
        }
      }

      const products = new Map<string, Money>();
      for (const leg of legs) {
        const listing = await deps.attractions.products(site, {
          page: 1,
          limit: 200,
          country: leg.country.isoCode,
          sort: 'popular',
          currency: currency.code,
          locale,
        });
        for (const product of listing.data.products)
          products.set(product.attractionId, product.fromPrice);
      }

      const arrivals = new Map<number, ArrivalAirport | null>();
      for (const leg of legs) arrivals.set(leg.index, await arrivalAt(leg));

      const stopOf = (stop: PlannedStop): ItineraryStop => {
        const { place } = stop;
        const text = place.texts[locale];
        return {
          id: place.id,
          kind: place.kind,
          name: text.name,
          description: text.description,
          city: text.city,
          interest: place.interest,
          category: place.category,
          latitude: place.latitude,
          longitude: place.longitude,
          dayPart: stop.dayPart,
          start: clockText(stop.start),
          end: clockText(stop.end),
          visitMinutes: place.visitMinutes,
          travel: stop.travel,
          openingHoursText: place.openingHoursText
            ? hoursInWords(place.openingHoursText, locale)
            : null,
          attractionId: place.attractionId,
          fromPrice: place.attractionId ? (products.get(place.attractionId) ?? null) : null,
          imageUrl: place.imageUrl,
          notice: stop.notice ? noticeText(stop.notice, locale) : null,
        };
      };

      const suggestionsFor = (day: (typeof planned)[number]): ItinerarySuggestion[] => {
        const points = day.stops.length ? day.stops.map((s) => s.place) : [day.cluster];
        const centre = {
          latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
          longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
        };
        return day.leg.clusters
          .filter((c) => c.id === day.cluster.id || distanceKm(c, centre) <= SUGGESTION_RADIUS_KM)
          .flatMap((c) => c.places)
          .filter((p) => !used.has(p.id) && !day.stops.some((s) => s.place.id === p.id))
          .map((p) => ({ place: p, km: distanceKm(p, centre) }))
          .sort(
            (a, b) =>
              b.place.appeal - a.place.appeal ||
              a.km - b.km ||
              a.place.id.localeCompare(b.place.id),
          )
          .slice(0, SUGGESTIONS_PER_DAY)
          .map(({ place, km }) => ({
            id: place.id,
            kind: place.kind,
            name: place.texts[locale].name,
            description: place.texts[locale].description,
            city: place.texts[locale].city,
            interest: place.interest,
            visitMinutes: place.visitMinutes,
            km: Math.round(km * 10) / 10,
            attractionId: place.attractionId,
          }));
      };

      const days: ItineraryDay[] = planned.map((day) => ({
        date: day.date,
        dayNumber: day.dayNumber,
        legIndex: day.leg.index,
        kind: day.kind,
        city: day.cluster.names[locale],
        stops: day.stops.map(stopOf),
        suggestions: suggestionsFor(day),
        arrival: day.date === day.leg.startDate ? (arrivals.get(day.leg.index) ?? null) : null,
        edited: day.edited,
      }));

      // The data: each day reckoned, a margin on top, then the cheapest plans that hold it.
      const dayMb = planned.map((day) => dayDataMb(day.stops, day.kind, pace));
      const legMb = legs.map((leg) =>
        withMargin(planned.reduce((sum, day, i) => sum + (day.leg === leg ? dayMb[i]! : 0), 0)),
      );
      const totalMb = withMargin(dayMb.reduce((a, b) => a + b, 0));
      const priceOf = (bundle: BundleRow) => minorOf(bundle.priceUsdCents);
      const options: Omit<DataOption, 'cheapest'>[] = [];
      const locals = legs.map((leg) =>
        cheapestFitting(
          leg.country.bundles,
          { mb: legMb[leg.index]!, days: tripDayCount(leg.startDate, leg.endDate) },
          priceOf,
        ),
      );
      const optionOf = (
        kind: DataOption['kind'],
        plans: { bundle: BundleRow; legIndexes: number[] }[],
      ) => ({
        kind,
        total: money(
          plans.reduce((sum, p) => sum + priceOf(p.bundle), 0),
          currency.code,
          currency.minorUnits,
        ),
        plans: plans.map((p) => ({
          legIndexes: p.legIndexes,
          bundle: toBundle(p.bundle, snapshot, prices, locale),
        })),
      });
      if (locals.every((b) => b !== null)) {
        options.push(
          optionOf(
            'local',
            locals.map((bundle, i) => ({ bundle: bundle!, legIndexes: [i] })),
          ),
        );
      }
      const regional = cheapestFitting(
        legs[0]!.country.regions
          .filter((region) =>
            legs.every((leg) => leg.country.regions.some((r) => r.id === region.id)),
          )
          .flatMap((region) => region.bundles),
        { mb: totalMb, days: totalDays },
        priceOf,
      );
      if (regional) {
        options.push(
          optionOf('regional', [{ bundle: regional, legIndexes: legs.map((l) => l.index) }]),
        );
      }
      options.sort((a, b) => a.total.minor - b.total.minor || (a.kind === 'local' ? -1 : 1));

      const legViews: ItineraryLeg[] = legs.map((leg) => ({
        countryId: leg.country.id,
        countryName: leg.country.name,
        localName: leg.country.names[locale],
        isoCode: leg.country.isoCode,
        slug: leg.country.slug,
        flagImageUrl: countryImages(leg.country.isoCode).flagImageUrl,
        timeZone: leg.timeZone,
        startDate: leg.startDate,
        endDate: leg.endDate,
        days: tripDayCount(leg.startDate, leg.endDate),
      }));

      return {
        trip,
        legs: legViews,
        days,
        data: {
          estimate: {
            totalMb,
            days: planned.map((day, i) => ({ date: day.date, mb: dayMb[i]! })),
            legs: legs.map((leg) => ({ legIndex: leg.index, mb: legMb[leg.index]! })),
            method: dataMethodText(locale, {
              baseMb: DATA_FIGURES.baseMb,
              perStopMb: DATA_FIGURES.perStopMb,
              perTripMb: DATA_FIGURES.perTripMb,
              perKmMb: DATA_FIGURES.perKmMb,
              mediaMb: DATA_FIGURES.mediaMb[pace],
              arrivalMb: DATA_FIGURES.arrivalMb,
              marginPercent: DATA_FIGURES.marginPercent,
            }),
          },
          options: options.map((option, i) => ({ ...option, cheapest: i === 0 })),
          currencyCode: currency.code,
        },
      };
    },
  };
}
