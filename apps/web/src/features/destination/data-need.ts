import { isUnlimitedData } from '@tern/domain';

/**
 * Typical mobile data per day abroad, in MB. Light: maps, messages, e-mail. Moderate: social
 * media, browsing, the odd video call. Heavy: streaming, long video calls, sharing a hotspot.
 */
export const DAILY_USE_MB = { light: 300, moderate: 800, heavy: 2000 } as const;
export type UsageLevel = keyof typeof DAILY_USE_MB;
export const USAGE_LEVELS = Object.keys(DAILY_USE_MB) as UsageLevel[];

export const MIN_TRIP_DAYS = 1;
export const MAX_TRIP_DAYS = 90;

/** Just what the helper needs of a plan; small enough to send to the browser for every plan. */
export interface FitCandidate {
  id: string;
  /** MB; null or negative means unlimited. */
  dataAmount: number | null;
  duration: number;
  price: number;
  /** Unlimited plans: daily MB at full speed before throttling; null when there is no cap. */
  fullSpeedMbPerDay: number | null;
}

/** MB a trip needs: days × typical daily use. */
export function dataNeedMb(days: number, usage: UsageLevel): number {
  return days * DAILY_USE_MB[usage];
}

export function clampTripDays(days: number): number {
  if (!Number.isFinite(days)) return MIN_TRIP_DAYS;
  return Math.min(MAX_TRIP_DAYS, Math.max(MIN_TRIP_DAYS, Math.round(days)));
}

/**
 * The cheapest plan that lasts the whole trip and carries enough data: a fixed allowance of at
 * least the need, or an unlimited plan whose full-speed daily allowance covers a typical day.
 * Ties go to the plan with more data. Null when no single plan covers the trip.
 */
export function recommendPlan(
  plans: readonly FitCandidate[],
  days: number,
  usage: UsageLevel,
): string | null {
  const need = dataNeedMb(days, usage);
  const daily = DAILY_USE_MB[usage];
  const fits = plans.filter((plan) => {
    if (plan.duration < days) return false;
    if (isUnlimitedData(plan.dataAmount)) {
      return plan.fullSpeedMbPerDay === null || plan.fullSpeedMbPerDay >= daily;
    }
    return (plan.dataAmount ?? 0) >= need;
  });
  const dataOf = (plan: FitCandidate) =>
    isUnlimitedData(plan.dataAmount) ? Number.POSITIVE_INFINITY : (plan.dataAmount ?? 0);
  fits.sort((a, b) => a.price - b.price || dataOf(b) - dataOf(a));
  return fits[0]?.id ?? null;
}
