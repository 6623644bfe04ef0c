import type { EsimPlanSnapshot, OrderedEsim, OrderLineKind } from '@tern/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimProfiles } from '../../db/schema';
import { countryImages, regionImages } from '../../modules/catalog/images';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import type { OrderLineRow, OrderReader } from '../product-kind';

/** The plan a line's eSIM carries: a plan line's own, a ticket's free data; null for none. */
export type EsimPlanOf = (line: OrderLineRow) => EsimPlanSnapshot | null;

/**
 * The traveller's eSIMs (spec §3 "Ordered eSIM group"), newest first, read from each line's
 * snapshot, so a plan renamed or deleted since keeps its history row; remaining data is live.
 * Lines of other kinds that deliver an eSIM (a ticket's free data) are listed once delivered.
 */
export async function listOrderedEsims(
  deps: {
    db: Database;
    provider: EsimProvider;
    orders: OrderReader;
    plans: Partial<Record<OrderLineKind, EsimPlanOf>>;
  },
  userId: string,
): Promise<OrderedEsim[]> {
  const { db, provider, orders } = deps;
  const kinds = Object.keys(deps.plans) as OrderLineKind[];
  const rows = (await orders.paidLinesOwnedBy(userId, kinds)).flatMap(({ line, order }) => {
    const plan = deps.plans[line.kind as OrderLineKind]?.(line);
    return plan ? [{ line, plan, paidAt: order.paidAt, createdAt: order.createdAt }] : [];
  });
  const lineIds = rows.map((r) => r.line.id);
  const profiles = lineIds.length
    ? await db.select().from(esimProfiles).where(inArray(esimProfiles.orderLineId, lineIds))
    : [];
  const profileOf = new Map(profiles.map((p) => [p.orderLineId, p]));
  const listed = rows.filter((r) => r.line.kind === 'esim_plan' || profileOf.has(r.line.id));
  return Promise.all(
    listed.map(async ({ line, plan, paidAt, createdAt }) => {
      const profile = profileOf.get(line.id);
      const usage = profile?.assignedAt
        ? await provider.usage(profile.iccid, {
            dataAmountMb: plan.dataAmount,
            durationDays: plan.duration,
            assignedAt: profile.assignedAt,
          })
        : undefined;
      const status: OrderedEsim['status'] = !profile
        ? line.status === 'refunded'
          ? 'refunded'
          : 'preparing'
        : usage?.status === 'expired'
          ? 'expired'
          : usage && usage.remainingMb !== plan.dataAmount
            ? 'active'
            : 'ready';
      const iso = plan.destination.isoCode;
      // A region's flag is its artwork, whose slug ends its snapshot URL (/art/region/<slug>.svg).
      const regionArt = plan.destination.flagImageUrl;
      return {
        orderId: line.orderId,
        countryName: plan.destination.name,
        countryflagImageUrl: iso ? countryImages(iso).flagImageUrlFull : regionArt,
        commbitzFlagImageUrlFull: iso
          ? countryImages(iso).commbitzFlagImageUrlFull
          : regionImages(regionArt.replace(/^.*\/|\.svg$/g, '')).commbitzImageUrl,
        salePlanDays: plan.duration,
        status,
        iccid: profile?.iccid ?? null,
        bundles: [
          {
            name: plan.name,
            initialQuantity: plan.dataAmount,
            remainingQuantity: usage ? usage.remainingMb : null,
          },
        ],
        purchasedAt: (paidAt ?? createdAt).toISOString(),
      };
    }),
  );
}
