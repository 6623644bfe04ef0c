import type { EsimPlanSnapshot } from '@tern/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimProfiles } from '../../db/schema';
import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import type {
  EsimProfile,
  EsimProvider,
  ProvisionResult,
} from '../../providers/esim/esim-provider';
import type { OrderLineRow } from '../product-kind';

export type ProfileRow = typeof esimProfiles.$inferSelect;

/** What the phone needs: the QR payload and the one-tap install links built from the profile. */
export function esimDelivery(profile: Pick<ProfileRow, 'iccid' | 'smdpAddress' | 'matchingId'>) {
  const lpaString = `LPA:1$${profile.smdpAddress}$${profile.matchingId}`;
  return {
    iccid: profile.iccid,
    smdpAddress: profile.smdpAddress,
    matchingId: profile.matchingId,
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

/** Hands the profile to the line, once: the insert is keyed by line id (unique). */
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
      status: 'assigned',
      orderLineId: lineId,
      initialDataMb: plan.dataAmount,
      assignedAt: new Date(),
    })
    .onConflictDoNothing({ target: esimProfiles.orderLineId });
}
