import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { simulatorInventory } from '../../db/schema';
import type { EsimProvider, EsimUsage } from './esim-provider';
import { makeIccid } from './iccid';

export const SIMULATOR_SMDP = 'smdp.simulator.tern.travel';

/** Activation matching ids look like real ones: 4 groups of 4 unambiguous characters. */
function matchingId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Adds profiles to the simulator's stock. */
export async function stockSimulator(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  const rows = Array.from({ length: count }, () => ({
    iccid: makeIccid(BigInt(`0x${randomBytes(7).toString('hex')}`)),
    smdpAddress: SIMULATOR_SMDP,
    matchingId: matchingId(),
  }));
  await db.insert(simulatorInventory).values(rows).onConflictDoNothing();
}

/** Tops the stock up to `target` free profiles (start-up); tests stock exact numbers instead. */
export async function replenishSimulator(db: Database, target: number): Promise<void> {
  const [row] = await queryRows<{ free: number }>(
    db,
    sql`select count(*)::int as free from ${simulatorInventory} where reserved_for is null`,
  );
  await stockSimulator(db, target - (row?.free ?? 0));
}

/**
 * The built-in provider: a stock of profiles in the database. A reservation is one atomic
 * UPDATE … SKIP LOCKED, and reserved_for is unique, so concurrent lines never share a
 * profile and the same line always gets the same one back.
 */
export function createSimulatorProvider(db: Database): EsimProvider {
  return {
    name: 'simulator',
    async provision({ reference }) {
      const [mine] = await db
        .select()
        .from(simulatorInventory)
        .where(eq(simulatorInventory.reservedFor, reference));
      if (mine) return { kind: 'profile', profile: mine };
      const [reserved] = await queryRows<{
        iccid: string;
        smdp_address: string;
        matching_id: string;
      }>(
        db,
        sql`update ${simulatorInventory} set reserved_for = ${reference}, reserved_at = now()
            where iccid = (select iccid from ${simulatorInventory} where reserved_for is null
                           order by created_at, iccid limit 1 for update skip locked)
            returning iccid, smdp_address, matching_id`,
      );
      if (!reserved) return { kind: 'out-of-stock' };
      return {
        kind: 'profile',
        profile: {
          iccid: reserved.iccid,
          smdpAddress: reserved.smdp_address,
          matchingId: reserved.matching_id,
        },
      };
    },

    /** Usage falls steadily over the plan's days, as if the traveller used it evenly. */
    async usage(_iccid, plan): Promise<EsimUsage> {
      const elapsedDays = (Date.now() - plan.assignedAt.getTime()) / 86_400_000;
      if (elapsedDays >= plan.durationDays)
        return {
          initialMb: plan.dataAmountMb,
          remainingMb: plan.dataAmountMb < 0 ? -1 : 0,
          status: 'expired',
        };
      if (plan.dataAmountMb < 0) return { initialMb: -1, remainingMb: -1, status: 'active' };
      const used = Math.round(plan.dataAmountMb * (elapsedDays / plan.durationDays));
      return {
        initialMb: plan.dataAmountMb,
        remainingMb: Math.max(0, plan.dataAmountMb - used),
        status: 'active',
      };
    },
  };
}
