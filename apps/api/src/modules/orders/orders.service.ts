import { applyMarkup, convertUsdCents } from '@tern/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import type { CatalogueStore } from '../catalog/catalog.store';
import { priceContext } from '../catalog/pricing';
import { listOrderedEsims } from './order-history';
import { toOrderView } from './order-view';
import * as repo from './orders.repository';

export function createOrdersService(deps: {
  db: Database;
  store: CatalogueStore;
  config: Config;
  provider: EsimProvider;
}) {
  const { db, store } = deps;

  return {
    /** The server prices the order from its own catalogue; the client only names the plan. */
    async createOrder(
      userId: string,
      site: Site,
      input: { bundleId: string; currency?: string | undefined },
    ) {
      const snapshot = await store.snapshot();
      const bundle = snapshot.bundlesById.get(input.bundleId);
      if (!bundle)
        throw new ApiError(
          404,
          'BUNDLE_NOT_FOUND',
          'This plan is no longer available. Please choose another one.',
        );
      const prices = priceContext(snapshot, site, input.currency);
      const order = await repo.insertOrder(db, {
        userId,
        bundleId: bundle.id,
        quantity: 1,
        status: 'awaiting_payment',
        priceUsdCents: applyMarkup(bundle.priceUsdCents, site.markupBasisPoints),
        displayCurrency: prices.currencyCode,
        displayAmount: String(prices.price(bundle.priceUsdCents)),
        paymentGateway: deps.config.paymentGateway,
      });
      return {
        orderId: order.id,
        paymentGateway: deps.config.paymentGateway,
        priceUsdCents: order.priceUsdCents,
      };
    },

    /**
     * With `currency` (and a site to check it against), the price is shown in that currency at
     * today's rate, converted from what is charged; without it, as it was when ordered.
     */
    async getOrder(userId: string, orderId: string, site?: Site, currency?: string) {
      const order = await repo.findOwnedOrder(db, orderId, userId);
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');
      const [snapshot, payment, profile, email] = await Promise.all([
        store.snapshot(),
        repo.latestPayment(db, order.id),
        repo.profileForOrder(db, order.id),
        repo.ownerEmail(db, order.userId),
      ]);
      const view = toOrderView(order, snapshot, { email, payment, profile });
      if (!site || !currency || currency === view.price.currencyCode) return view;
      // Validates the code the same way the catalogue does (400 UNKNOWN_CURRENCY).
      const { currencyCode } = priceContext(snapshot, site, currency);
      const target = snapshot.currenciesByCode.get(currencyCode)!;
      // priceUsdCents already carries the site's markup, so it is converted as it is.
      const amount = convertUsdCents(order.priceUsdCents, target.ratePerUsd, target.minorUnits);
      return { ...view, price: { ...view.price, amount, currencyCode } };
    },

    async listEsims(userId: string) {
      const esims = await listOrderedEsims(db, await store.snapshot(), deps.provider, userId);
      return { data: { esims }, count: esims.length };
    },

    mergeGuestOrders: (account: { id: string; email: string }) =>
      repo.moveGuestOrders(db, account.id, account.email),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
