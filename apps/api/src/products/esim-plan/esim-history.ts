import type { EsimPlanSnapshot, Locale, OrderedEsim, OrderLineKind } from '@tern/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimBundles, esimProfiles, orderLines } from '../../db/schema';
import { countryImages, regionImages } from '../../modules/catalog/images';
import { bundleNameIn, namedPlan } from '../../modules/catalog/plan-names';
import type { OrderLineRow, OrderReader } from '../product-kind';

/** The plan a line's eSIM carries: a plan line's own, a ticket's free data; null for none. */
export type EsimPlanOf = (line: OrderLineRow) => EsimPlanSnapshot | null;

/**
 * The traveller's eSIMs (spec §3 "Ordered eSIM group"), newest first, read from each line's
 * snapshot, so a plan renamed or deleted since keeps its history row. Usage is what the usage
 * job last read (never the provider, from a page); top-ups show as more bundles of their eSIM.
 * Lines of other kinds that deliver an eSIM (a ticket's free data) are listed once delivered.
 */
export async function listOrderedEsims(
  deps: {
    db: Database;
    orders: OrderReader;
    plans: Partial<Record<OrderLineKind, EsimPlanOf>>;
  },
  userId: string,
  locale: Locale,
): Promise<OrderedEsim[]> {
  const { db, orders } = deps;
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
  const bundles = profiles.length
    ? await db
        .select({ bundle: esimBundles, kind: orderLines.kind, snapshot: orderLines.snapshot })
        .from(esimBundles)
        .innerJoin(orderLines, eq(orderLines.id, esimBundles.orderLineId))
        .where(
          inArray(
            esimBundles.profileId,
            profiles.map((p) => p.id),
          ),
        )
        .orderBy(asc(esimBundles.createdAt))
    : [];
  const listed = rows.filter((r) => r.line.kind === 'esim_plan' || profileOf.has(r.line.id));
  return listed.map(({ line, plan, paidAt, createdAt }) => {
    const profile = profileOf.get(line.id);
    const own = profile ? bundles.filter((b) => b.bundle.profileId === profile.id) : [];
    const status: OrderedEsim['status'] =
      line.status === 'refunded' ? 'refunded' : (profile?.status ?? 'preparing');
    const iso = plan.destination.isoCode;
    const named = namedPlan(plan, locale);
    // A region's flag is its artwork, whose slug ends its snapshot URL (/art/region/<slug>.svg).
    const regionArt = plan.destination.flagImageUrl;
    return {
      orderId: line.orderId,
      esimId: profile?.id ?? null,
      countryName: plan.destination.name,
      countryLocalName: named.destination.localName,
      countryflagImageUrl: iso ? countryImages(iso).flagImageUrlFull : regionArt,
      commbitzFlagImageUrlFull: iso
        ? countryImages(iso).commbitzFlagImageUrlFull
        : regionImages(regionArt.replace(/^.*\/|\.svg$/g, '')).commbitzImageUrl,
      salePlanDays: plan.duration,
      status,
      iccid: profile?.iccid ?? null,
      readAt: profile?.usageReadAt?.toISOString() ?? null,
      bundles:
        own.length > 0
          ? own.map(({ bundle, kind, snapshot }) => ({
              lineId: bundle.orderLineId,
              name: bundle.name,
              localName: bundleNameIn({ locale, destination: plan.destination }, bundle, snapshot),
              topUp: kind === 'esim_topup',
              state: bundle.state,
              initialQuantity: bundle.initialMb,
              remainingQuantity: bundle.remainingMb,
              expiresAt: bundle.expiresAt?.toISOString() ?? null,
            }))
          : [
              {
                lineId: line.id,
                name: plan.name,
                localName: named.localName,
                topUp: false,
                state: null,
                initialQuantity: plan.dataAmount,
                remainingQuantity: null,
                expiresAt: null,
              },
            ],
      purchasedAt: (paidAt ?? createdAt).toISOString(),
    };
  });
}
