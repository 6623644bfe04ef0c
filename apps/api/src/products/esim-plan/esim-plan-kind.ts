import type { EsimPlanLineInputSchema } from '@tern/contracts';
import { applyMarkup, usdCentsToMinor } from '@tern/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { esimProfiles } from '../../db/schema';
import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import { namedPlan } from '../../modules/catalog/plan-names';
import type { EsimCodes } from '../../modules/esim-secrets/esim-codes';
import { queueTopUpRefunds } from '../../modules/esim-usage/refund-top-ups';
import { readEsim, usageOf } from '../../modules/esim-usage/usage-store';
import { ApiError } from '../../plugins/errors';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import type { ProductKind } from '../product-kind';
import { esimDelivery, planOf, profileForLine, provisionEsim, recordEsim } from './esim-delivery';
import { planSnapshot } from './esim-plan-snapshot';
import { esimCancellationNotice, esimReceiptSection } from './esim-receipt';
import { asPolicy, refusedBecause, selfRefund } from './self-refund';

type Input = z.infer<typeof EsimPlanLineInputSchema>;

/** While no eSIM can be had, look again this often; the order shows "waiting" meanwhile. */
const OUT_OF_STOCK_RETRY_MS = 60_000;

/** The first product kind: a data plan delivered as an eSIM profile. */
export function createEsimPlanKind(deps: {
  db: Database;
  store: CatalogueStore;
  provider: EsimProvider;
  /** Seals activation codes when stored, opens them for the owner's order and receipt. */
  codes: EsimCodes;
}): ProductKind<Input> {
  const { db } = deps;
  return {
    kind: 'esim_plan',

    // Spec §5: buying an eSIM needs the traveller's location, in the API as in every client.
    check(_input, buyer) {
      if (!buyer.location && !buyer.reward)
        throw new ApiError(
          422,
          'LOCATION_REQUIRED',
          'Buying an eSIM needs your location: send latitude and longitude.',
        );
    },

    async quote(input, buyer, currency) {
      const catalogue = await deps.store.snapshot();
      const bundle = catalogue.bundlesById.get(input.bundleId);
      if (!bundle)
        throw new ApiError(
          404,
          'BUNDLE_NOT_FOUND',
          'This plan is no longer available. Please choose another one.',
        );
      const unitUsdCents = applyMarkup(bundle.priceUsdCents, buyer.site.markupBasisPoints);
      return {
        productRef: bundle.id,
        quantity: input.quantity,
        unitUsdCents,
        unitAmountMinor: usdCentsToMinor(unitUsdCents, currency.ratePerUsd, currency.minorUnits),
        snapshot: planSnapshot(bundle, catalogue),
      };
    },

    inputOf: (line) => ({ kind: 'esim_plan', bundleId: line.productRef, quantity: 1 }),

    async destinationOf(line) {
      const bundle = (await deps.store.snapshot()).bundlesById.get(line.productRef);
      return bundle?.countryId ?? bundle?.regionId ?? null;
    },

    /**
     * The provider returns the same profile for the same line id, the profile insert is keyed by
     * line id (unique), so a rerun at any point delivers one eSIM.
     */
    async fulfil(line, context) {
      const plan = planOf(line);
      const result = await provisionEsim(deps, line.id, plan);
      if (result.kind === 'out-of-stock')
        return { kind: 'waiting', retryMs: OUT_OF_STOCK_RETRY_MS };
      await context.locked(async (tx, current, complete) => {
        // Refunded while the provider was asked: the profile is not handed out.
        if (current.status !== 'pending') return;
        await recordEsim(tx, deps, line.id, plan, result.profile);
        await complete();
      });
      return { kind: 'done' };
    },

    /** Never installed and within 30 days of paying: the traveller may give it back (issue 25). */
    async cancellation(line, now, { tx, paidAt }) {
      const profile = await profileForLine(tx, line.id);
      return asPolicy(
        selfRefund({
          what: 'esim',
          lineStatus: line.status,
          paidAt,
          now,
          state: profile?.status ?? null,
        }),
      );
    },

    /**
     * Voids the eSIM with its provider before the money goes back, so a refunded eSIM can never
     * connect; the provider has the last word on whether it was installed meanwhile.
     */
    async withdraw(line) {
      const profile = await profileForLine(db, line.id);
      if (!profile || profile.status === 'voided') return;
      if ((await deps.provider.voidProfile(profile.iccid)) === 'in-use') {
        await readEsim(db, deps.provider, profile).catch(() => null);
        throw refusedBecause('installed');
      }
      await db
        .update(esimProfiles)
        .set({ status: 'voided', voidedAt: new Date(), nextReadAt: null })
        .where(and(eq(esimProfiles.id, profile.id), ne(esimProfiles.status, 'voided')));
    },

    /** Given back by the traveller: its top-ups not yet started go back with it. */
    async release(tx, line, cause) {
      if (cause.kind !== 'refunded' || cause.reason !== 'traveller_cancelled') return;
      const profile = await profileForLine(tx, line.id);
      if (profile) await queueTopUpRefunds(tx, profile.id, cause.travellerReason ?? null);
    },

    async cancellationNotice(line, refunded, locale) {
      return esimCancellationNotice(namedPlan(planOf(line), locale), refunded, locale);
    },

    async view(line, base, context) {
      const profile = await profileForLine(db, line.id);
      return {
        ...base,
        kind: 'esim_plan',
        product: namedPlan(planOf(line), context.locale),
        delivery: profile ? esimDelivery(profile, deps.codes) : null,
        usage: profile
          ? await usageOf(db, profile, deps.provider, {
              locale: context.locale,
              destination: planOf(line).destination,
            })
          : null,
        refund: selfRefund({
          what: 'esim',
          lineStatus: line.status,
          paidAt: context.orderPaid ? context.paidAt : null,
          now: context.now,
          state: profile?.status ?? null,
        }),
      };
    },

    async receipt(line, context) {
      const profile = await profileForLine(db, line.id);
      if (!profile) throw new Error(`order line ${line.id} has no eSIM yet`);
      // The eSIM page: QR code, codes and install steps, readable offline once opened.
      const esimPageUrl = `${context.publicWebUrl}/esims/${line.orderId}`;
      return esimReceiptSection(
        namedPlan(planOf(line), context.locale),
        esimDelivery(profile, deps.codes),
        esimPageUrl,
        context.locale,
      );
    },
  };
}
