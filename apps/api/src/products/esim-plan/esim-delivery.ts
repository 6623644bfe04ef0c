import type { EsimPlanSnapshot } from '@tern/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimProfiles } from '../../db/schema';
import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import type { EsimCodes } from '../../modules/esim-secrets/esim-codes';
import { addBundle, REISSUE_BY_SUPPORT } from '../../modules/esim-usage/usage-store';
import { ApiError } from '../../plugins/errors';
import type {
  EsimProfile,
  EsimProvider,
  ProvisionResult,
} from '../../providers/esim/esim-provider';
import type { OrderLineRow } from '../product-kind';

export type ProfileRow = typeof esimProfiles.$inferSelect;

/**
 * What the phone needs: the QR payload and the one-tap install links built from the profile,
 * its activation code opened (sealed at rest). Only for the eSIM's owner (issue 25).
 */
export function esimDelivery(
  profile: Pick<ProfileRow, 'iccid' | 'smdpAddress' | 'matchingId'>,
  codes: EsimCodes,
) {
  const matchingId = codes.open(profile);
  const lpaString = `LPA:1$${profile.smdpAddress}$${matchingId}`;
  return {
    iccid: profile.iccid,
    smdpAddress: profile.smdpAddress,
    matchingId,
    lpaString,
    iosInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
    androidInstallUrl: `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
  };
}

export async function profileForLine(
  db: Database,
  lineId: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(esimProfiles).where(eq(esimProfiles.orderLineId, lineId));
  return row;
}

/** The snapshot column holds an EsimPlanSnapshot for every esim_plan line (written by quote). */
export const planOf = (line: OrderLineRow) => line.snapshot as unknown as EsimPlanSnapshot;

export interface EsimSource {
  store: CatalogueStore;
  provider: EsimProvider;
  /** Seals the activation code before it is stored. */
  codes: EsimCodes;
}

/**
 * Asks the provider for a line's eSIM: the same profile for the same line id, so a rerun never
 * makes a second one. Used by plans and by the free data a ticket includes.
 */
export async function provisionEsim(
  source: EsimSource,
  lineId: string,
  plan: EsimPlanSnapshot,
): Promise<ProvisionResult> {
  const live = (await source.store.snapshot()).bundlesById.get(plan.bundleId);
  return source.provider.provision({
    reference: lineId,
    packageCode: live?.packageCode ?? plan.bundleId,
    destinationIso: plan.destination.isoCode,
    dataAmountMb: plan.dataAmount,
    durationDays: plan.duration,
  });
}

/**
 * Hands the profile to the line, once: the insert is keyed by line id (unique). The plan becomes
 * the eSIM's first bundle, and the usage job reads it at its next sweep.
 */
export async function recordEsim(
  tx: Database,
  source: EsimSource,
  lineId: string,
  plan: EsimPlanSnapshot,
  profile: EsimProfile,
): Promise<void> {
  await tx
    .insert(esimProfiles)
    .values({
      provider: source.provider.name,
      ...profile,
      matchingId: source.codes.seal(profile.matchingId, profile.iccid),
      status: 'not_installed',
      orderLineId: lineId,
      initialDataMb: plan.dataAmount,
      assignedAt: new Date(),
    })
    .onConflictDoNothing({ target: esimProfiles.orderLineId });
  const recorded = await profileForLine(tx, lineId);
  if (recorded) await addBundle(tx, recorded.id, lineId, plan);
}

/** A traveller may have an eSIM issued again this many times (a lost phone, a deleted eSIM). */
export const REISSUES_MAX = 3;

/**
 * A lost or deleted eSIM issued again: a new activation code from the provider for the same
 * ICCID and plans, replacing the old one (which no longer installs). Refused, in words, where
 * the provider cannot, the eSIM ended or was refunded, or after REISSUES_MAX times.
 */
export async function reissueEsim(
  db: Database,
  provider: EsimProvider,
  profile: ProfileRow,
  codes: EsimCodes,
): Promise<Date> {
  const refuse = (message: string) => new ApiError(409, 'REISSUE_NOT_POSSIBLE', message);
  if (!provider.reissue) throw refuse(REISSUE_BY_SUPPORT);
  if (profile.status === 'voided')
    throw refuse('This eSIM was refunded, so it cannot be issued again.');
  if (profile.reissueCount >= REISSUES_MAX)
    throw refuse(
      `This eSIM was already issued again ${REISSUES_MAX} times. Write to help@tern.travel with its ICCID and we will sort it out.`,
    );
  const result = await provider.reissue(profile.iccid);
  if (result.kind === 'not-possible') throw refuse(result.reason);
  const at = new Date();
  await db
    .update(esimProfiles)
    .set({
      smdpAddress: result.profile.smdpAddress,
      matchingId: codes.seal(result.profile.matchingId, profile.iccid),
      reissueCount: sql`${esimProfiles.reissueCount} + 1`,
      reissuedAt: at,
      nextReadAt: at,
    })
    .where(eq(esimProfiles.id, profile.id));
  return at;
}
