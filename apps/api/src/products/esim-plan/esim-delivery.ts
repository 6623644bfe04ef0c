import type { EsimPlanSnapshot } from '@tern/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimProfiles } from '../../db/schema';
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
