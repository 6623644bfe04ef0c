import type {
  CancelLineResponse,
  CreateOrderBody,
  Locale,
  OrderLineInput,
  SelfRefundReason,
} from '@tern/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import type { Buyer, OrderCurrency } from '../../products/product-kind';
import type { ProductRegistry } from '../../products/registry';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { CodeAttempts, CodeTrier } from '../promotions/code-attempts';
import { partnerPlanOf } from '../promotions/partner-plan';
import { REFUND_PAYMENT } from './job-kinds';
import type { DiscountContext } from './lifecycle/discount-transitions';
import { refusalOf } from './lifecycle/line-transitions';
import { type OrderLifecycle, orderNotFound } from './lifecycle/order-lifecycle';
import { isPaidStatus, paymentRefusal } from './lifecycle/order-moves';
import { money, toOrderView } from './order-view';
import * as repo from './orders.repository';

/** The payment row of an order its discounts made free: nothing was charged anywhere. */
export const FREE_PAYMENT_PROVIDER = 'free';

export function createOrdersService(deps: {
  db: Database;
  store: CatalogueStore;
  config: Config;
  kinds: ProductRegistry;
  lifecycle: OrderLifecycle;
  codeAttempts: CodeAttempts;
  /** Runs a queued job at once (the job runner's runNow). */
  runJobNow?: (kind: string, key: string) => Promise<void>;
  now?: () => Date;
}) {
  const { db, store, kinds, lifecycle } = deps;
  const now = deps.now ?? (() => new Date());

  /** The requested currency, else the site's; an unknown code is the caller's mistake (400). */
  async function orderCurrency(site: Site, requested?: string): Promise<OrderCurrency> {
    const code = requested ?? site.defaultCurrency;
    const currency = (await store.snapshot()).currenciesByCode.get(code);
    if (!currency)
      throw new ApiError(
        400,
        'UNKNOWN_CURRENCY',
        `Unknown currency "${code}". GET /v1/currencies lists the supported codes.`,
      );
    return { code, minorUnits: currency.minorUnits, ratePerUsd: currency.ratePerUsd };
  }

  /** Each line priced by its kind in the order currency; nothing is taken from the client. */
  async function quoteAll(inputs: OrderLineInput[], buyer: Buyer, currency: OrderCurrency) {
    const lines = await Promise.all(
      inputs.map(async (input) => ({
        kind: input.kind,
        ...(await kinds.get(input.kind).quote(input, buyer, currency)),
      })),
    );
    return {
      lines,
      totalMinor: lines.reduce((sum, l) => sum + l.unitAmountMinor * l.quantity, 0),
      totalUsdCents: lines.reduce((sum, l) => sum + l.unitUsdCents * l.quantity, 0),
    };
  }

  async function view(orderId: string, locale?: Locale) {
    const order = (await repo.findOrder(db, orderId))!;
    const [lines, paid, attempts, refunds, adjustments, email, snapshot] = await Promise.all([
      repo.linesOf(db, order.id),
      repo.paidBy(db, order.id),
      repo.paymentsOf(db, order.id),
      repo.refundsOf(db, order.id),
      repo.adjustmentsOf(db, order.id),
      repo.ownerEmail(db, order.userId),
      store.snapshot(),
    ]);
    const minorUnitsOf = (code: string) => snapshot.currenciesByCode.get(code)?.minorUnits ?? 2;
    return toOrderView(
      {
        order,
        lines,
        // The payment that paid the order, else the latest attempt.
        payment: paid ?? attempts.at(-1),
        refunds,
        adjustments,
        email,
        minorUnitsOf,
        now: now(),
        locale: locale ?? order.locale,
      },
      kinds,
    );
  }

  /**
   * How codes are worked out for an order bought on `site`, in `currency`: what they need from
   * the catalogue, read now, since the lifecycle's transaction must not wait on anything else.
   */
  async function discountContext(
    site: Site,
    currency: OrderCurrency,
    orderId: string,
    options: { viaPartner?: boolean; code?: string } = {},
  ): Promise<DiscountContext> {
    const [snapshot, lines, partnerRows] = await Promise.all([
      store.snapshot(),
      repo.linesOf(db, orderId),
      repo.partnersOfCodes(db, orderId, options.code),
    ]);
    const destinations = new Map(
      await Promise.all(
        lines.map(
          async (line) =>
            [line.id, (await kinds.get(line.kind).destinationOf?.(line)) ?? null] as const,
        ),
      ),
    );
    const partnerPlans = new Map(
      partnerRows.map((p) => [p.code, partnerPlanOf(snapshot, p)?.id ?? null] as const),
    );
    return {
      currency,
      siteId: site.id,
      viaPartner: options.viaPartner ?? false,
      destinations,
      partnerPlans,
    };
  }

  async function owned(userId: string, orderId: string) {
    const order = await repo.findOwnedOrder(db, orderId, userId);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * A kind that undoes a line with its supplier first (an eSIM voided before its refund) does so
   * here, outside any lock, once its rule allows it; the lifecycle then checks it all again.
   */
  async function withdrawFirst(userId: string, orderId: string, lineId: string): Promise<void> {
    const [order, line] = await Promise.all([
      repo.findOrder(db, orderId),
      repo.findLine(db, lineId),
    ]);
    if (order?.userId !== userId || line?.orderId !== orderId || line.status === 'refunded') return;
    const kind = kinds.get(line.kind);
    if (!kind.withdraw || !kind.cancellation || !isPaidStatus(order.status)) return;
    const policy = await kind.cancellation(line, new Date(), { tx: db, paidAt: order.paidAt });
    if (!policy.allowed) throw refusalOf(policy);
    await kind.withdraw(line);
  }

  return {
    /**
     * Both body forms: `{ lines: [...] }` and the spec's `{ bundleId, quantity }`. A partner's
     * free data (`reward`) is not a purchase: no location is asked for it.
     */
    async createOrder(
      userId: string,
      site: Site,
      body: CreateOrderBody,
      options: { reward?: boolean } = {},
    ) {
      const inputs: OrderLineInput[] =
        'lines' in body
          ? body.lines
          : [{ kind: 'esim_plan', bundleId: body.bundleId, quantity: body.quantity }];
      const buyer: Buyer = {
        userId,
        site,
        reward: options.reward ?? false,
        location:
          body.latitude !== undefined && body.longitude !== undefined
            ? { latitude: body.latitude, longitude: body.longitude }
            : undefined,
      };
      for (const input of inputs) await kinds.get(input.kind).check(input, buyer);
      const currency = await orderCurrency(site, body.currency);
      const quoted = await quoteAll(inputs, buyer, currency);
      const order = await lifecycle.create({
        userId,
        siteId: site.id,
        currencyCode: currency.code,
        totalMinor: quoted.totalMinor,
        totalUsdCents: quoted.totalUsdCents,
        paymentGateway: deps.config.paymentGateway,
        locale: body.locale,
        lines: quoted.lines,
      });
      return {
        orderId: order.id,
        paymentGateway: deps.config.paymentGateway,
        priceUsdCents: quoted.totalUsdCents,
        total: money(quoted.totalMinor, currency.code, currency.minorUnits),
      };
    },

    /** The order as its owner sees it. A read: it never changes the order. */
    async getOrder(userId: string, orderId: string, locale?: Locale) {
      await owned(userId, orderId);
      return view(orderId, locale);
    },

    /**
     * Prices an unpaid order again in `currency` from the rates in force, so the traveller pays
     * what the checkout shows. A product no longer sold keeps the order at its price (409).
     */
    async reprice(userId: string, orderId: string, site: Site, currencyCode: string) {
      const order = await owned(userId, orderId);
      const currency = await orderCurrency(site, currencyCode);
      if (currency.code !== order.currencyCode) {
        const lines = await repo.linesOf(db, order.id);
        const buyer: Buyer = { userId, site, location: undefined };
        const quoted = await quoteAll(
          lines.map((l) => kinds.get(l.kind).inputOf(l)),
          buyer,
          currency,
        ).catch((error: unknown) => {
          if (error instanceof ApiError && error.statusCode === 404)
            throw new ApiError(
              409,
              'ORDER_NOT_CHANGEABLE',
              'Something in this order is no longer sold, so it keeps the price it was ordered at.',
            );
          throw error;
        });
        await lifecycle.reprice(order.id, {
          currencyCode: currency.code,
          subtotalMinor: quoted.totalMinor,
          totalUsdCents: quoted.totalUsdCents,
          lines: quoted.lines,
          discounts: await discountContext(site, currency, order.id),
        });
      }
      return view(orderId);
    },

    /**
     * A discount code on an unpaid order. A code that does not work counts towards the
     * failed-attempt limit (per address and per session), then every try is a 429.
     */
    async applyDiscount(
      userId: string,
      orderId: string,
      site: Site,
      code: string,
      trier: CodeTrier,
      options: { viaPartner?: boolean } = {},
    ) {
      const order = await owned(userId, orderId);
      await deps.codeAttempts.assertAllowed(trier);
      const currency = await orderCurrency(site, order.currencyCode);
      try {
        const context = await discountContext(site, currency, orderId, {
          viaPartner: options.viaPartner,
          code,
        });
        await lifecycle.applyDiscount(orderId, userId, code, context);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'COUPON_NOT_APPLICABLE')
          await deps.codeAttempts.recordFailure(trier);
        throw error;
      }
      return view(orderId);
    },

    async removeDiscount(userId: string, orderId: string, site: Site, code: string) {
      const order = await owned(userId, orderId);
      const currency = await orderCurrency(site, order.currencyCode);
      const context = await discountContext(site, currency, orderId);
      await lifecycle.removeDiscount(orderId, userId, code, context);
      return view(orderId);
    },

    /**
     * An order its discounts made free is paid with nothing: a zero payment through the same
     * markPaid transition as any gateway's, so delivery, receipt and refunds work as for any.
     */
    async confirmFree(userId: string, orderId: string) {
      const order = await owned(userId, orderId);
      const refusal = paymentRefusal(order.status);
      if (refusal) throw refusal;
      if (order.totalMinor !== 0)
        throw new ApiError(
          409,
          'ORDER_NOT_FREE',
          'This order has something to pay: pay it with a card instead.',
        );
      const paid = await lifecycle.markPaid(
        orderId,
        {
          provider: FREE_PAYMENT_PROVIDER,
          providerPaymentId: `free-${orderId}`,
          amountMinor: 0,
          currencyCode: order.currencyCode,
          cardBrand: null,
          cardLast4: null,
        },
        { guard: async (tx) => (await repo.findOrder(tx, orderId))?.status === 'awaiting_payment' },
      );
      // The total changed under it (a code removed meanwhile): nothing was taken, pay by card.
      if (paid.outcome === 'refunded') throw paid.refusal;
      return view(orderId);
    },

    /** The traveller closes their unpaid order (held places go back at once). */
    async cancelOrder(userId: string, orderId: string) {
      await lifecycle.cancel(orderId, userId);
      return view(orderId);
    },

    /** A paid line cancelled by the traveller, under its kind's rule; refunded through the ledger. */
    async cancelLine(
      userId: string,
      orderId: string,
      lineId: string,
      travellerReason: SelfRefundReason | null = null,
    ): Promise<CancelLineResponse['data']> {
      await withdrawFirst(userId, orderId, lineId);
      const done = await lifecycle.cancelLine(userId, orderId, lineId, travellerReason);
      // The money goes back before the answer where the gateway is quick; else its job retries.
      if (done.refund.status === 'pending')
        await deps.runJobNow?.(REFUND_PAYMENT, done.refund.id).catch(() => {});
      const units = (await store.snapshot()).currenciesByCode.get(done.refund.currencyCode);
      return {
        orderId,
        lineId,
        lineStatus: done.line.status,
        orderStatus: done.order.status,
        refund: money(done.refund.amountMinor, done.refund.currencyCode, units?.minorUnits ?? 2),
        cancelledAt: done.refund.createdAt.toISOString(),
      };
    },

    mergeGuestOrders: (account: { id: string; email: string }) =>
      repo.moveGuestOrders(db, account.id, account.email),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
