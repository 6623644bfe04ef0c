import type { EsimState } from '@tern/contracts';
import type { BundleReading, EsimReading } from './esim-provider';

const DAY_MS = 86_400_000;

export interface SimulatedBundle {
  lineId: string;
  dataMb: number;
  durationDays: number;
  addedAt: Date;
  revokedAt: Date | null;
}

/**
 * The simulator's traveller: the eSIM goes on a phone at `installedAt`, then uses `mbPerDay`
 * steadily. A plan starts at its first use (first-connection), one at a time in the order they
 * were added; the next starts when the one before is used up or expires. Used up, a plan stays
 * so until its days run out, then it is expired. Unlimited plans never run out of data.
 */
export function simulateBundles(
  now: Date,
  installedAt: Date | null,
  mbPerDay: number,
  bundles: readonly SimulatedBundle[],
): BundleReading[] {
  const ordered = [...bundles].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime());
  const using = installedAt !== null && installedAt <= now && mbPerDay > 0;
  let cursor = installedAt?.getTime() ?? 0;
  let busy = !using;
  return ordered.map((b) => {
    const unlimited = b.dataMb < 0;
    const untouched = { lineId: b.lineId, initialMb: b.dataMb, remainingMb: b.dataMb };
    if (b.revokedAt)
      return { ...untouched, state: 'revoked', startedAt: null, expiresAt: null } as const;
    const start = Math.max(cursor, b.addedAt.getTime());
    if (busy || start > now.getTime())
      return { ...untouched, state: 'queued', startedAt: null, expiresAt: null } as const;
    const end = start + b.durationDays * DAY_MS;
    const dates = { startedAt: new Date(start), expiresAt: new Date(end) };
    const expired = now.getTime() >= end;
    if (unlimited) {
      if (expired) cursor = end;
      else busy = true;
      return { ...untouched, ...dates, remainingMb: -1, state: expired ? 'expired' : 'active' };
    }
    const useUpAt = start + (b.dataMb / mbPerDay) * DAY_MS;
    if (useUpAt <= Math.min(now.getTime(), end)) {
      cursor = useUpAt;
      return { ...untouched, ...dates, remainingMb: 0, state: expired ? 'expired' : 'used_up' };
    }
    const usedUntil = Math.min(now.getTime(), end);
    const remainingMb = Math.max(
      0,
      Math.round(b.dataMb - (mbPerDay * (usedUntil - start)) / DAY_MS),
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
