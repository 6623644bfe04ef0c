import type {
  EsimPlanSnapshot,
  EsimTopupLineInputSchema,
  EsimTopupSnapshot,
  Locale,
  OrderLineKind,
} from '@tern/contracts';
import { applyMarkup, usdCentsToMinor } from '@tern/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { esimBundles, orderLines, orders } from '../../db/schema';
import type { CatalogueSnapshot } from '../../modules/catalog/catalog.snapshot';
import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import { namedPlan, snapshotDestinationNameIn } from '../../modules/catalog/plan-names';
import {
  addBundle,
  bundleOfLine,
  type ProfileRow,
  profileByIccid,
  profileById,
} from '../../modules/esim-usage/usage-store';
import { findLine } from '../../modules/orders/orders.repository';
import { ApiError } from '../../plugins/errors';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import type { EsimPlanOf } from '../esim-plan/esim-history';
import { planSnapshot } from '../esim-plan/esim-plan-snapshot';
import { asPolicy, refusedBecause, selfRefund } from '../esim-plan/self-refund';
import type { OrderLineRow, ProductKind } from '../product-kind';
import { topUpCancellationNotice, topUpReceiptSection } from './topup-mails';

type Input = z.infer<typeof EsimTopupLineInputSchema>;
type BundleRow = NonNullable<ReturnType<CatalogueSnapshot['bundlesById']['get']>>;

const topUpOf = (line: OrderLineRow) => line.snapshot as unknown as EsimTopupSnapshot;

const notYours = () =>
  new ApiError(404, 'ESIM_NOT_FOUND', 'No such eSIM among yours. Top-ups go on your own eSIMs.');

/**
 * The traveller's eSIM with this ICCID (its usage, its top-ups, a re-issue), with the plan it
 * was bought with; 404 for anyone else's.
 */
export async function ownedEsim(
  deps: { db: Database; plans: Partial<Record<OrderLineKind, EsimPlanOf>> },
  userId: string,
  iccid: string,
): Promise<{ profile: ProfileRow; plan: EsimPlanSnapshot; orderId: string }> {
  const { db } = deps;
  const profile = await profileByIccid(db, iccid);
  if (!profile?.orderLineId) throw notYours();
  const [row] = await db
    .select({ line: orderLines, userId: orders.userId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, profile.orderLineId));
  // Another traveller's eSIM is exactly as unknown as one that does not exist.
  if (!row || row.userId !== userId) throw notYours();
  const plan = deps.plans[row.line.kind as OrderLineKind]?.(row.line) ?? null;
  if (!plan) throw notYours();
  return { profile, plan, orderId: row.line.orderId };
}

/**
 * The plans that can go on an eSIM: its country's, and those of every region covering it; for a
 * regional eSIM, its region's. Smallest first, as everywhere.
 */
export function compatibleBundles(
  catalogue: CatalogueSnapshot,
  plan: EsimPlanSnapshot,
): BundleRow[] {
  if (plan.destination.isoCode) {
    const country = catalogue.countriesByIso.get(plan.destination.isoCode);
    return country ? [...country.bundles, ...country.regions.flatMap((r) => r.bundles)] : [];
  }
  const sold = catalogue.bundlesById.get(plan.bundleId);
  const region =
    catalogue.regions.find((r) => r.id === sold?.regionId) ??
    catalogue.regions.find((r) => r.name === plan.destination.name);
  return region?.bundles ?? [];
}

/** One more plan on an eSIM the traveller already has: the same profile, no new QR code. */
export function createEsimTopupKind(deps: {
  db: Database;
  store: CatalogueStore;
  provider: EsimProvider;
  /** Each kind whose lines deliver an eSIM, with the plan it delivers. */
  plans: Partial<Record<OrderLineKind, EsimPlanOf>>;
}): ProductKind<Input> {
  const { db } = deps;

  /**
   * A top-up as pages and e-mails name it in `locale`. Its eSIM is named from that eSIM's own
   * plan, whose snapshot has the country's code (the top-up may be a region's plan).
   */
  async function namedTopUp(line: OrderLineRow, locale: Locale) {
    const plan = namedPlan(topUpOf(line), locale);
    const profile = await profileById(db, plan.target.esimId);
    const esimLine = profile?.orderLineId ? await findLine(db, profile.orderLineId) : undefined;
    const own = esimLine ? deps.plans[esimLine.kind as OrderLineKind]?.(esimLine) : null;
    const destination = own?.destination ?? { name: plan.target.destinationName, isoCode: null };
    return {
      ...plan,
      target: {
        ...plan.target,
        destinationLocalName: snapshotDestinationNameIn(locale, destination),
      },
    };
  }

  async function target(input: Input, userId: string) {
    const esim = await ownedEsim(deps, userId, input.iccid);
    if (esim.profile.status === 'voided')
      throw new ApiError(
        409,
        'TOPUP_CLOSED',
        'This eSIM was refunded and switched off, so no plan can be added to it.',
      );
    return esim;
  }

  return {
    kind: 'esim_topup',

    // Spec §5: buying needs the traveller's location, a top-up as much as an eSIM.
    async check(input, buyer) {
      if (!buyer.location)
        throw new ApiError(
          422,
          'LOCATION_REQUIRED',
          'Buying a top-up needs your location: send latitude and longitude.',
        );
      await target(input, buyer.userId);
    },

    async quote(input, buyer, currency) {
      const esim = await target(input, buyer.userId);
      const catalogue = await deps.store.snapshot();
      const bundle = compatibleBundles(catalogue, esim.plan).find((b) => b.id === input.bundleId);
      if (!bundle)
        throw catalogue.bundlesById.has(input.bundleId)
          ? new ApiError(
              422,
              'TOPUP_NOT_COMPATIBLE',
              `This plan does not cover ${esim.plan.destination.name}, so it cannot go on this eSIM. Choose one of the plans offered for it.`,
            )
          : new ApiError(
              404,
              'BUNDLE_NOT_FOUND',
              'This plan is no longer available. Please choose another one.',
            );
      const unitUsdCents = applyMarkup(bundle.priceUsdCents, buyer.site.markupBasisPoints);
      const snapshot: EsimTopupSnapshot = {
        ...planSnapshot(bundle, catalogue),
        target: {
          esimId: esim.profile.id,
          orderId: esim.orderId,
          iccid: esim.profile.iccid,
          destinationName: esim.plan.destination.name,
        },
      };
      return {
        productRef: bundle.id,
        quantity: input.quantity,
        unitUsdCents,
        unitAmountMinor: usdCentsToMinor(unitUsdCents, currency.ratePerUsd, currency.minorUnits),
        snapshot: snapshot as unknown as Record<string, unknown>,
      };
    },

    inputOf: (line) => ({
      kind: 'esim_topup',
      bundleId: line.productRef,
      iccid: topUpOf(line).target.iccid,
      quantity: 1,
    }),

    async destinationOf(line) {
      const bundle = (await deps.store.snapshot()).bundlesById.get(line.productRef);
      return bundle?.countryId ?? bundle?.regionId ?? null;
    },

    /** The provider adds the plan once per line id, the bundle row is unique per line. */
    async fulfil(line, context) {
      const plan = topUpOf(line);
      const profile = await profileById(db, plan.target.esimId);
      if (!profile) return { kind: 'impossible', reason: 'the eSIM to top up is gone' };
      const live = (await deps.store.snapshot()).bundlesById.get(plan.bundleId);
      await deps.provider.addBundle({
        iccid: profile.iccid,
        reference: line.id,
        packageCode: live?.packageCode ?? plan.bundleId,
        destinationIso: plan.destination.isoCode,
        dataAmountMb: plan.dataAmount,
        durationDays: plan.duration,
      });
      await context.locked(async (tx, current, complete) => {
        if (current.status !== 'pending') return;
        await addBundle(tx, profile.id, line.id, plan);
        await complete();
      });
      return { kind: 'done' };
    },

    /** Not started and within 30 days: the traveller may give it back. */
    async cancellation(line, now, { tx, paidAt }) {
      const bundle = await bundleOfLine(tx, line.id);
      return asPolicy(
        selfRefund({
          what: 'topup',
          lineStatus: line.status,
          paidAt,
          now,
          state: bundle?.state ?? null,
        }),
      );
    },

    async withdraw(line) {
      const bundle = await bundleOfLine(db, line.id);
      if (!bundle || bundle.state === 'revoked') return;
      const profile = await profileById(db, bundle.profileId);
      if ((await deps.provider.revokeBundle(profile!.iccid, line.id)) === 'started')
        throw refusedBecause('started');
      await db
        .update(esimBundles)
        .set({ state: 'revoked' })
        .where(and(eq(esimBundles.id, bundle.id), eq(esimBundles.state, 'queued')));
    },

    async cancellationNotice(line, refunded, locale) {
      return topUpCancellationNotice(await namedTopUp(line, locale), refunded, locale);
    },

    async view(line, base, context) {
      const [bundle, product] = await Promise.all([
        bundleOfLine(db, line.id),
        namedTopUp(line, context.locale),
      ]);
      return {
        ...base,
        kind: 'esim_topup',
        product,
        delivery: line.fulfilledAt ? { addedAt: line.fulfilledAt.toISOString() } : null,
        refund: selfRefund({
          what: 'topup',
          lineStatus: line.status,
          paidAt: context.orderPaid ? context.paidAt : null,
          now: context.now,
          state: bundle?.state ?? null,
        }),
      };
    },

    async receipt(line, context) {
      return topUpReceiptSection(
        await namedTopUp(line, context.locale),
        context.publicWebUrl,
        context.locale,
      );
    },
  };
}
