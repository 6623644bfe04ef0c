import type { CreateOrderBody, OrderLineInput } from '@tern/contracts';
import { and, eq, notExists } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { orderLines, orders, payments } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import type { Buyer, OrderCurrency } from '../../products/product-kind';
import type { ProductRegistry } from '../../products/registry';
import type { CatalogueStore } from '../catalog/catalog.store';
import { money, toOrderView } from './order-view';
import * as repo from './orders.repository';

export function createOrdersService(deps: {
  db: Database;
  store: CatalogueStore;
  config: Config;
  kinds: ProductRegistry;
}) {
  const { db, store, kinds } = deps;

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

  /**
   * An unpaid order shown in another currency is priced again in it from the rates in force, so
   * the traveller pays what the checkout shows. Not while a 3-D Secure step is open for the old
   * price, and never once paid.
   */
  async function requote(order: repo.OrderRow, site: Site, currency: OrderCurrency) {
    const lines = await repo.linesOf(db, order.id);
    const buyer: Buyer = { userId: order.userId, site, location: undefined };
    let quoted: Awaited<ReturnType<typeof quoteAll>>;
    try {
      quoted = await quoteAll(
        lines.map((l) => kinds.get(l.kind).inputOf(l)),
        buyer,
        currency,
      );
    } catch (error) {
      // A product no longer sold keeps the order at its original price.
      if (error instanceof ApiError && error.statusCode === 404) return;
      throw error;
    }
    await db.transaction(async (tx) => {
      const write = tx as unknown as Database;
      const moved = await write
        .update(orders)
        .set({
          currencyCode: currency.code,
          subtotalMinor: quoted.totalMinor,
          totalMinor: quoted.totalMinor - order.discountMinor,
          totalUsdCents: quoted.totalUsdCents,
        })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, 'awaiting_payment'),
            notExists(
              write
                .select()
                .from(payments)
                .where(and(eq(payments.orderId, order.id), eq(payments.status, 'requires_action'))),
            ),
          ),
        )
        .returning({ id: orders.id });
      if (moved.length === 0) return;
      for (const [i, line] of lines.entries()) {
        const q = quoted.lines[i]!;
        await write
          .update(orderLines)
          .set({
            unitAmountMinor: q.unitAmountMinor,
            amountMinor: q.unitAmountMinor * q.quantity,
            snapshot: q.snapshot,
          })
          .where(eq(orderLines.id, line.id));
      }
    });
  }

  return {
    /** Both body forms: `{ lines: [...] }` and the spec's `{ bundleId, quantity }`. */
    async createOrder(userId: string, site: Site, body: CreateOrderBody) {
      const inputs: OrderLineInput[] =
        'lines' in body
          ? body.lines
          : [{ kind: 'esim_plan', bundleId: body.bundleId, quantity: body.quantity }];
      const buyer: Buyer = {
        userId,
        site,
        location:
          body.latitude !== undefined && body.longitude !== undefined
            ? { latitude: body.latitude, longitude: body.longitude }
            : undefined,
      };
      for (const input of inputs) await kinds.get(input.kind).check(input, buyer);
      const currency = await orderCurrency(site, body.currency);
      const quoted = await quoteAll(inputs, buyer, currency);
      const newOrder = {
        userId,
        siteId: site.id,
        currencyCode: currency.code,
        totalMinor: quoted.totalMinor,
        totalUsdCents: quoted.totalUsdCents,
        paymentGateway: deps.config.paymentGateway,
        lines: quoted.lines,
      };
      // Kinds with a limited stock (lounge places) take it with the order, or refuse it whole.
      const holds = quoted.lines.some((line) => kinds.get(line.kind).hold);
      const order = holds
        ? await db.transaction(async (tx) => {
            const write = tx as unknown as Database;
            const created = await repo.insertOrder(write, newOrder);
            for (const line of await repo.linesOf(write, created.id))
              await kinds.get(line.kind).hold?.(write, line);
            return created;
          })
        : await repo.insertOrder(db, newOrder);
      return {
        orderId: order.id,
        paymentGateway: deps.config.paymentGateway,
        priceUsdCents: quoted.totalUsdCents,
        total: money(quoted.totalMinor, currency.code, currency.minorUnits),
      };
    },

    /** With `currency`, an unpaid order is re-priced in it first (see requote). */
    async getOrder(userId: string, orderId: string, site?: Site, currency?: string) {
      let order = await repo.findOwnedOrder(db, orderId, userId);
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');
      if (site && currency) {
        const target = await orderCurrency(site, currency);
        if (target.code !== order.currencyCode && order.status === 'awaiting_payment') {
          await requote(order, site, target);
          order = (await repo.findOrder(db, orderId))!;
        }
      }
      const [lines, payment, email, snapshot] = await Promise.all([
        repo.linesOf(db, order.id),
        repo.latestPayment(db, order.id),
        repo.ownerEmail(db, order.userId),
        store.snapshot(),
      ]);
      const minorUnits = snapshot.currenciesByCode.get(order.currencyCode)?.minorUnits ?? 2;
      return toOrderView(order, lines, kinds, { email, payment, minorUnits });
    },

    mergeGuestOrders: (account: { id: string; email: string }) =>
      repo.moveGuestOrders(db, account.id, account.email),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
