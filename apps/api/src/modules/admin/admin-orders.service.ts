import { EmailSchema } from '@tern/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { CatalogueStore } from '../catalog/catalog.store';
import { withholdActivationCodes } from '../esim-secrets/withhold-codes';
import { REFUND_PAYMENT } from '../orders/job-kinds';
import { type OrderLifecycle, orderNotFound } from '../orders/lifecycle/order-lifecycle';
import { money } from '../orders/order-view';
import { findOrder, paymentsOf } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import { type AuditActor, writeAudit } from './audit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The newest orders a search by e-mail shows. */
const SEARCH_RESULTS_MAX = 100;

export function createAdminOrdersService(deps: {
  db: Database;
  store: CatalogueStore;
  orders: OrdersService;
  lifecycle: OrderLifecycle;
  /** Runs a queued job at once (the job runner's runNow). */
  runJobNow: (kind: string, key: string) => Promise<void>;
}) {
  const { db, store, lifecycle } = deps;

  /** An order id, or an e-mail (exact, any case) naming every order of its guests and account. */
  function searchFilter(query: string) {
    if (UUID.test(query)) return eq(orders.id, query.toLowerCase());
    const email = EmailSchema.safeParse(query);
    if (email.success) return eq(users.email, email.data);
    throw new ApiError(400, 'VALIDATION_FAILED', 'query must be an order id or an e-mail address', [
      { field: 'querystring.query', message: 'must be an order id or an e-mail address' },
    ]);
  }

  async function show(orderId: string) {
    const order = await findOrder(db, orderId);
    if (!order) throw orderNotFound();
    const [view, payments] = await Promise.all([
      // The traveller's own view of it, as their order page shows it.
      deps.orders.getOrder(order.userId, orderId),
      paymentsOf(db, orderId),
    ]);
    return {
      // Staff never see what installs the eSIM: shown to its owner only (issue 25).
      order: withholdActivationCodes(view),
      payments: payments.map((p) => ({
        id: p.id,
        provider: p.provider,
        status: p.status,
        amount: { minor: p.amountMinor, currencyCode: p.currencyCode },
        cardBrand: p.cardBrand,
        cardLast4: p.cardLast4,
        failureReason: p.failureReason,
        createdAt: p.createdAt.toISOString(),
      })),
    };
  }

  return {
    async search(query: string) {
      const [rows, catalogue] = await Promise.all([
        db
          .select({ order: orders, email: users.email })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(searchFilter(query))
          .orderBy(desc(orders.createdAt))
          .limit(SEARCH_RESULTS_MAX),
        store.snapshot(),
      ]);
      return rows.map(({ order, email }) => ({
        id: order.id,
        email,
        status: order.status,
        total: money(
          order.totalMinor,
          order.currencyCode,
          catalogue.currenciesByCode.get(order.currencyCode)?.minorUnits ?? 2,
        ),
        createdAt: order.createdAt.toISOString(),
      }));
    },

    show,

    /**
     * The shop refunds a line (the lifecycle's refundLineByShop), with the admin's note in the
     * audit row of the same transaction; the money goes back before the answer where the gateway
     * is quick, else its job retries. Answers with the order as it now stands.
     */
    async refundLine(actor: AuditActor, orderId: string, lineId: string, note: string) {
      const done = await lifecycle.refundLineByShop(orderId, lineId, (tx, refund) =>
        writeAudit(tx, actor, {
          action: 'order.refund_line',
          target: `order:${orderId}`,
          details: {
            lineId,
            refundId: refund.id,
            amount: { minor: refund.amountMinor, currencyCode: refund.currencyCode },
            note,
          },
        }),
      );
      if (done.refund.status === 'pending')
        await deps.runJobNow(REFUND_PAYMENT, done.refund.id).catch(() => {});
      return show(orderId);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
