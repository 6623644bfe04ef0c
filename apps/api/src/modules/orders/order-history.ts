import type { OrderedEsim } from '@tern/contracts';
import type { Database } from '../../db/client';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';
import { countryImages, regionImages } from '../catalog/images';
import * as repo from './orders.repository';

/** The traveller's paid orders as eSIM groups, newest first, with live remaining data. */
export async function listOrderedEsims(
  db: Database,
  snapshot: CatalogueSnapshot,
  provider: EsimProvider,
  userId: string,
): Promise<OrderedEsim[]> {
  const rows = await repo.listOwnedOrders(db, userId);
  return Promise.all(
    rows.map(async (order) => {
      const bundle = snapshot.bundlesById.get(order.bundleId)!;
      const country = bundle.countryId ? snapshot.countriesById.get(bundle.countryId) : undefined;
      const region = snapshot.regions.find((r) => r.id === bundle.regionId);
      const images = country ? countryImages(country.isoCode) : undefined;
      const profile = await repo.profileForOrder(db, order.id);
      const usage = profile?.assignedAt
        ? await provider.usage(profile.iccid, {
            dataAmountMb: bundle.dataAmountMb,
            durationDays: bundle.durationDays,
            assignedAt: profile.assignedAt,
          })
        : undefined;
      const status: OrderedEsim['status'] = !profile
        ? 'preparing'
        : usage?.status === 'expired'
          ? 'expired'
          : usage && usage.remainingMb !== bundle.dataAmountMb
            ? 'active'
            : 'ready';
      return {
        orderId: order.id,
        countryName: country?.name ?? region?.name ?? '',
        countryflagImageUrl:
          images?.flagImageUrlFull ?? regionImages(region?.slug ?? 'global').flagImageUrl,
        commbitzFlagImageUrlFull:
          images?.commbitzFlagImageUrlFull ??
          regionImages(region?.slug ?? 'global').commbitzImageUrl,
        salePlanDays: bundle.durationDays,
        status,
        iccid: profile?.iccid ?? null,
        bundles: [
          {
            name: bundle.name,
            initialQuantity: bundle.dataAmountMb,
            remainingQuantity: usage ? usage.remainingMb : null,
          },
        ],
        purchasedAt: (order.paidAt ?? order.createdAt).toISOString(),
      };
    }),
  );
}
