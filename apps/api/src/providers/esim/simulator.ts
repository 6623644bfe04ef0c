import { randomBytes } from 'node:crypto';
import type { SimulateEsimBody } from '@tern/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { simulatorBundles, simulatorInventory } from '../../db/schema';
import type { EsimProvider, EsimReading, ProvisionRequest } from './esim-provider';
import { makeIccid } from './iccid';
import { simulateBundles } from './usage-model';

/** How fast a simulated traveller uses data when nobody set a rate: a day of maps and messages. */
export const SIMULATOR_DEFAULT_MB_PER_DAY = 400;

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

/** The plan a line bought, on the simulator's side; adding it twice adds it once. */
async function addSimulatedBundle(db: Database, iccid: string, request: ProvisionRequest) {
  await db
    .insert(simulatorBundles)
    .values({
      reference: request.reference,
      iccid,
      dataMb: request.dataAmountMb,
      durationDays: request.durationDays,
    })
    .onConflictDoNothing();
}

/**
 * The built-in provider: a stock of profiles in the database. A reservation is one atomic
 * UPDATE … SKIP LOCKED, and reserved_for is unique, so concurrent lines never share a
 * profile and the same line always gets the same one back. Usage follows `simulateBundles`.
 */
export function createSimulatorProvider(db: Database): EsimProvider {
  async function profile(iccid: string) {
    const [row] = await db
      .select()
      .from(simulatorInventory)
      .where(eq(simulatorInventory.iccid, iccid));
    if (!row) throw new Error(`the simulator has no eSIM ${iccid}`);
    return row;
  }

  async function bundlesOf(iccid: string) {
    return db.select().from(simulatorBundles).where(eq(simulatorBundles.iccid, iccid));
  }

  async function readings(iccid: string) {
    const row = await profile(iccid);
    const bundles = await bundlesOf(iccid);
    return {
      row,
      readings: simulateBundles(
        new Date(),
        row.installedAt,
        row.mbPerDay ?? SIMULATOR_DEFAULT_MB_PER_DAY,
        bundles.map((b) => ({ lineId: b.reference, ...b })),
      ),
    };
  }

  return {
    name: 'simulator',
    async provision(request) {
      const { reference } = request;
      const [mine] = await db
        .select()
        .from(simulatorInventory)
        .where(eq(simulatorInventory.reservedFor, reference));
      if (mine) {
        await addSimulatedBundle(db, mine.iccid, request);
        return { kind: 'profile', profile: mine };
      }
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
      await addSimulatedBundle(db, reserved.iccid, request);
      return {
        kind: 'profile',
        profile: {
          iccid: reserved.iccid,
          smdpAddress: reserved.smdp_address,
          matchingId: reserved.matching_id,
        },
      };
    },

    async read(iccid) {
      const { row, readings: bundles } = await readings(iccid);
      return { installed: row.installedAt !== null, voided: row.voidedAt !== null, bundles };
    },

    async addBundle(request) {
      const row = await profile(request.iccid);
      if (row.voidedAt) throw new Error(`the simulated eSIM ${request.iccid} is voided`);
      await addSimulatedBundle(db, request.iccid, request);
    },

    async voidProfile(iccid) {
      const row = await profile(iccid);
      if (row.voidedAt) return 'voided';
      if (row.installedAt) return 'in-use';
      await db
        .update(simulatorInventory)
        .set({ voidedAt: new Date() })
        .where(and(eq(simulatorInventory.iccid, iccid), isNull(simulatorInventory.installedAt)));
      return (await profile(iccid)).voidedAt ? 'voided' : 'in-use';
    },

    async revokeBundle(iccid, lineId) {
      const { readings: bundles } = await readings(iccid);
      const bundle = bundles.find((b) => b.lineId === lineId);
      if (!bundle) throw new Error(`the simulated eSIM ${iccid} has no plan ${lineId}`);
      if (bundle.state === 'revoked') return 'revoked';
      if (bundle.state !== 'queued') return 'started';
      await db
        .update(simulatorBundles)
        .set({ revokedAt: new Date() })
        .where(eq(simulatorBundles.reference, lineId));
      return 'revoked';
    },

    /** A deleted or moved eSIM gets a new activation code while it still has data to use. */
    async reissue(iccid) {
      const { row, readings: bundles } = await readings(iccid);
      if (row.voidedAt) return { kind: 'not-possible', reason: 'This eSIM was refunded.' };
      if (!bundles.some((b) => b.state === 'queued' || b.state === 'active'))
        return { kind: 'not-possible', reason: 'Every plan on this eSIM has ended.' };
      const [updated] = await db
        .update(simulatorInventory)
        .set({ matchingId: matchingId() })
        .where(eq(simulatorInventory.iccid, iccid))
        .returning();
      return { kind: 'reissued', profile: updated! };
    },
  };
}

/**
 * The dev-only control: moves a simulated eSIM along, so the whole after-sale path runs offline
 * and in tests. `installed` puts it on a phone now (kept if it already is) or takes it off;
 * `installedHoursAgo` puts it on one some hours ago, replaying its use since; `mbPerDay` sets
 * how fast it uses data; `usedMb` sets what the plan in use (else the first waiting) has used
 * now. Taking it off, or replaying from an installation, forgets figures set before. Undefined
 * when the simulator has no such eSIM; 'no-plan' when `usedMb` has no plan to go on.
 */
export async function simulateEsim(
  db: Database,
  iccid: string,
  settings: SimulateEsimBody,
  now = new Date(),
): Promise<EsimReading | 'no-plan' | undefined> {
  const [row] = await db
    .select()
    .from(simulatorInventory)
    .where(eq(simulatorInventory.iccid, iccid));
  if (!row) return undefined;
  const hoursAgo = settings.installedHoursAgo;
  const installedAt =
    hoursAgo !== undefined
      ? hoursAgo === null
        ? null
        : new Date(now.getTime() - hoursAgo * 3_600_000)
      : settings.installed === false
        ? null
        : settings.installed || settings.usedMb !== undefined
          ? (row.installedAt ?? now)
          : row.installedAt;
  const mbPerDay = settings.mbPerDay ?? row.mbPerDay;
  await db
    .update(simulatorInventory)
    .set({ installedAt, mbPerDay })
    .where(eq(simulatorInventory.iccid, iccid));
  if (hoursAgo !== undefined || installedAt === null)
    await db
      .update(simulatorBundles)
      .set({ usedMb: null, usedAt: null })
      .where(eq(simulatorBundles.iccid, iccid));
  // Installed in the past: the plans it already holds were bought before that, as in life.
  if (installedAt && hoursAgo !== undefined)
    await db
      .update(simulatorBundles)
      .set({ addedAt: installedAt })
      .where(and(eq(simulatorBundles.iccid, iccid), gt(simulatorBundles.addedAt, installedAt)));
  const provider = createSimulatorProvider(db);
  if (settings.usedMb === undefined) return provider.read(iccid);
  const current = (await provider.read(iccid)).bundles.find(
    (b) => b.state === 'active' || b.state === 'queued',
  );
  if (!current) return 'no-plan';
  await db
    .update(simulatorBundles)
    .set({ usedMb: settings.usedMb, usedAt: now })
    .where(eq(simulatorBundles.reference, current.lineId));
  return provider.read(iccid);
}
