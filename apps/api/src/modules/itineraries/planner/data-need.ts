import type { ItineraryPace } from '@tern/domain';
import type { DayKind, PlannedStop } from './day-plan';

/** The figures a day's data is reckoned from (MB); dataMethodText says them to the traveller. */
export const DATA_FIGURES = {
  baseMb: 120,
  perStopMb: 25,
  perTripMb: 15,
  perKmMb: 1,
  /** Maps of one journey never take more than this, however far. */
  maxTripMb: 60,
  mediaMb: { relaxed: 150, normal: 250, packed: 350 } satisfies Record<ItineraryPace, number>,
  arrivalMb: 100,
  marginPercent: 10,
} as const;

/** A day's data before the margin: background, each stop, each journey, photos, arriving. */
export function dayDataMb(stops: PlannedStop[], kind: DayKind, pace: ItineraryPace): number {
  const f = DATA_FIGURES;
  let mb = f.baseMb + f.mediaMb[pace] + stops.length * f.perStopMb;
  for (const stop of stops) {
    if (stop.travel) mb += Math.min(f.maxTripMb, f.perTripMb + stop.travel.km * f.perKmMb);
  }
  if (kind === 'arrival' || kind === 'single') mb += f.arrivalMb;
  return Math.round(mb);
}

/** Days' data with the margin, rounded up to 100 MB: what a plan must hold. */
export const withMargin = (mb: number) =>
  Math.ceil((mb * (100 + DATA_FIGURES.marginPercent)) / 100 / 100) * 100;
