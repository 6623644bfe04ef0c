import type { EsimState } from '@tern/contracts';
import type { BundleReading, EsimReading } from './esim-provider';

const DAY_MS = 86_400_000;

export interface SimulatedBundle {
  lineId: string;
  dataMb: number;
  durationDays: number;
  addedAt: Date;
  revokedAt: Date | null;
  /** Set by the dev control: `usedMb` of this plan were gone at `usedAt`; use goes on from there. */
  usedMb?: number | null;
  usedAt?: Date | null;
}

/**
 * The simulator's traveller: the eSIM goes on a phone at `installedAt`, then uses `mbPerDay`
 * steadily. A plan starts at its first use (first-connection), one at a time in the order they
 * were added; the next starts when the one before is used up or expires. Used up, a plan stays
 * so until its days run out, then it is expired. Unlimited plans never run out of data. A plan
 * whose use was set (`usedMb` at `usedAt`) is in use from then at the latest, and counts on
 * from that figure.
 */
export function simulateBundles(
  now: Date,
  installedAt: Date | null,
  mbPerDay: number,
  bundles: readonly SimulatedBundle[],
): BundleReading[] {
  const ordered = [...bundles].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime());
  const installed = installedAt !== null && installedAt <= now;
  let cursor = installedAt?.getTime() ?? 0;
  // A plan in use, or waiting, holds back the ones after it; so does an eSIM not on a phone.
  let busy = !installed;
  return ordered.map((b) => {
    const unlimited = b.dataMb < 0;
    const untouched = { lineId: b.lineId, initialMb: b.dataMb, remainingMb: b.dataMb };
    if (b.revokedAt)
      return { ...untouched, state: 'revoked', startedAt: null, expiresAt: null } as const;
    const set =
      installed && b.usedAt && b.usedMb != null && b.usedAt <= now
        ? { at: b.usedAt.getTime(), mb: b.usedMb }
        : null;
    const start = Math.min(Math.max(cursor, b.addedAt.getTime()), set?.at ?? Infinity);
    // Nothing is used at 0 MB a day, so nothing starts, unless a figure was set.
    if (busy || start > now.getTime() || (!set && mbPerDay <= 0)) {
      busy = true;
      return { ...untouched, state: 'queued', startedAt: null, expiresAt: null } as const;
    }
    const end = start + b.durationDays * DAY_MS;
    const dates = { startedAt: new Date(start), expiresAt: new Date(end) };
    const expired = now.getTime() >= end;
    if (unlimited) {
      if (expired) cursor = end;
      else busy = true;
      return { ...untouched, ...dates, remainingMb: -1, state: expired ? 'expired' : 'active' };
    }
    const from = set ? { at: set.at, mb: Math.min(set.mb, b.dataMb) } : { at: start, mb: 0 };
    const useUpAt =
      from.mb >= b.dataMb
        ? from.at
        : mbPerDay > 0
          ? from.at + ((b.dataMb - from.mb) / mbPerDay) * DAY_MS
          : Infinity;
    if (useUpAt <= Math.min(now.getTime(), end)) {
      cursor = useUpAt;
      return { ...untouched, ...dates, remainingMb: 0, state: expired ? 'expired' : 'used_up' };
    }
    const usedSince = Math.max(0, Math.min(now.getTime(), end) - from.at);
    const remainingMb = Math.max(
      0,
      Math.round(b.dataMb - from.mb - (mbPerDay * usedSince) / DAY_MS),
    );
    if (expired) cursor = end;
    else busy = true;
    return { ...untouched, ...dates, remainingMb, state: expired ? 'expired' : 'active' };
  });
}

/**
 * The eSIM's one state from its plans: active while one is in use; installed while on a phone
 * with a plan waiting to start; used up or expired once every plan ended.
 */
export function esimStateOf(reading: EsimReading): EsimState {
  if (reading.voided) return 'voided';
  if (!reading.installed) return 'not_installed';
  const live = reading.bundles.filter((b) => b.state !== 'revoked');
  if (live.some((b) => b.state === 'active')) return 'active';
  if (live.length === 0 || live.some((b) => b.state === 'queued')) return 'installed';
  return live.some((b) => b.state === 'used_up') ? 'used_up' : 'expired';
}
