import { FAST_TRACK_MODULE, LOUNGE_MODULE } from '@tern/domain';
import { seededRandom } from '../../shared/random';
import type { LoungeResource } from '../lounge-provider';
import type { Airport } from './airports';
import {
  BASIC_LOUNGE_AMENITIES,
  FAST_TRACK_AMENITIES,
  FAST_TRACK_NAMES,
  GATE_AREAS,
  LOUNGE_AMENITIES,
  LOUNGE_NAMES,
  OPENING_HOURS,
} from './catalogue-words';

const TIER_PRICE_USD_CENTS = { standard: 3200, premium: 4800, signature: 6900 } as const;
const FAST_TRACK_PRICE_USD_CENTS = { standard: 1800, premium: 2900, signature: 4500 } as const;

/** Busier airports have more terminals and more lounges in each. */
function terminalsOf(airport: Airport, random: ReturnType<typeof seededRandom>): string[] {
  const count = airport.busiestRank !== null ? random.int(2, 4) : random.chance(0.35) ? 2 : 1;
  if (count === 1) return ['Main Terminal'];
  return Array.from({ length: count }, (_, i) => `Terminal ${i + 1}`);
}

/** Child prices are 60% of the adult's, rounded to the dollar. */
const childPrice = (adult: number) => Math.round((adult * 0.6) / 100) * 100;

function lounge(airport: Airport, terminal: string, index: number, seed: string): LoungeResource {
  const random = seededRandom(seed);
  const tier = random.pick(['standard', 'standard', 'premium', 'signature'] as const);
  // Consecutive names from a per-airport start, so two lounges of one airport never share one.
  const start = seededRandom(`names:${airport.iata}`).int(0, LOUNGE_NAMES.length - 1);
  const name = LOUNGE_NAMES[(start + index) % LOUNGE_NAMES.length];
  const gate = `${random.pick(GATE_AREAS)}${random.int(1, 40)}`;
  const side = random.chance(0.9) ? 'airside' : 'landside';
  const level = random.int(1, 4);
  const extras = LOUNGE_AMENITIES.filter(() => random.chance(tier === 'standard' ? 0.4 : 0.7));
  const adult = TIER_PRICE_USD_CENTS[tier] + random.int(0, 12) * 100;
  return {
    resourceId: `LG-${airport.iata}-${index}`,
    resourceName: `${name} ${airport.city}`,
    module: LOUNGE_MODULE,
    transportHubId: airport.transportHubId,
    iata: airport.iata,
    terminal,
    side,
    location:
      side === 'airside'
        ? `${terminal}, after security, level ${level}, near gate ${gate}`
        : `${terminal}, before security, level ${level}, opposite check-in row ${random.pick(GATE_AREAS)}`,
    hours: { ...random.pick(OPENING_HOURS) },
    timeZone: airport.timeZone,
    amenities: [...BASIC_LOUNGE_AMENITIES, ...extras],
    tier,
    imageUrl: `/art/lounge/LG-${airport.iata}-${index}.svg`,
    description: `A ${tier} lounge in ${terminal} of ${airport.name}: seating away from the gates, food and drink included, and flight screens so you can relax until boarding.`,
    conditions: {
      maximumStayHours: tier === 'standard' ? 3 : 4,
      childAgeFrom: 2,
      childAgeTo: 11,
      infantsFree: true,
      childrenWithAdult: true,
      dressCode: tier === 'signature' ? 'smart-casual' : 'none',
      entryWindowMinutes: 60,
    },
    adultUsdCents: adult,
    childUsdCents: childPrice(adult),
    capacityPerSlot: random.int(4, 12) * 5,
  };
}

function fastTrack(
  airport: Airport,
  terminal: string,
  index: number,
  seed: string,
): LoungeResource {
  const random = seededRandom(seed);
  const tier = random.pick(['standard', 'standard', 'premium', 'signature'] as const);
  const name = random.pick(FAST_TRACK_NAMES);
  const escorted = tier === 'signature';
  const adult = FAST_TRACK_PRICE_USD_CENTS[tier] + random.int(0, 8) * 100;
  return {
    resourceId: `FT-${airport.iata}-${index}`,
    resourceName: `${name}, ${airport.iata} ${terminal}`,
    module: FAST_TRACK_MODULE,
    transportHubId: airport.transportHubId,
    iata: airport.iata,
    terminal,
    side: 'landside',
    location: `${terminal}, departures level, priority lane entrance beside security ${random.pick(GATE_AREAS)}`,
    hours: { ...random.pick(OPENING_HOURS) },
    timeZone: airport.timeZone,
    amenities: [
      ...FAST_TRACK_AMENITIES,
      ...(random.chance(0.5) ? (['immigration'] as const) : []),
      ...(escorted ? (['escort'] as const) : []),
    ],
    tier,
    imageUrl: `/art/lounge/FT-${airport.iata}-${index}.svg`,
    description: `A dedicated lane through security${escorted ? ' with a guide who meets you at check-in' : ''} in ${terminal} of ${airport.name}, so the queue takes minutes instead of an hour at peak times.`,
    conditions: {
      maximumStayHours: null,
      childAgeFrom: 2,
      childAgeTo: 11,
      infantsFree: true,
      childrenWithAdult: true,
      dressCode: 'none',
      entryWindowMinutes: 30,
    },
    adultUsdCents: adult,
    childUsdCents: childPrice(adult),
    capacityPerSlot: random.int(2, 6) * 5,
  };
}

/**
 * The built-in catalogue: per airport and terminal one or two lounges and one fast-track
 * service, drawn from a generator seeded by the airport and terminal, so the same data package
 * always gives the same catalogue (like the eSIM plans' cost table).
 */
export function generateCatalogue(airports: readonly Airport[]): LoungeResource[] {
  const resources: LoungeResource[] = [];
  for (const airport of airports) {
    const terminals = terminalsOf(airport, seededRandom(`terminals:${airport.iata}`));
    let lounges = 0;
    let services = 0;
    for (const terminal of terminals) {
      const count = airport.busiestRank !== null ? 2 : 1;
      for (let n = 0; n < count; n += 1) {
        lounges += 1;
        resources.push(
          lounge(airport, terminal, lounges, `lounge:${airport.iata}:${terminal}:${n}`),
        );
      }
      services += 1;
      resources.push(fastTrack(airport, terminal, services, `fast:${airport.iata}:${terminal}`));
    }
  }
  return resources;
}
