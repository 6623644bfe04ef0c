import type {
  Locale,
  OrderLine,
  OrderLineInput,
  OrderLineKind,
  OrderStatus,
  RefundReason,
  SelfRefundReason,
} from '@tern/contracts';
import type { Database } from '../db/client';
import type { JobHandler } from '../jobs/runner';
import type { OrderLineRow, OrderRow } from '../modules/orders/order-rows';
import type { Site } from '../plugins/site';

export type { OrderLineRow };

/** The currency an order is priced and charged in, with the rate in force when it was priced. */
export interface OrderCurrency {
  code: string;
  /** Digits after the point: JPY 0, EUR 2, BHD 3. */
  minorUnits: number;
  ratePerUsd: number;
}

/** Who is buying, from where: what a kind's preconditions are checked against. */
export interface Buyer {
  userId: string;
  site: Site;
  /** Both or neither (the contract refuses one alone). */
  location: { latitude: number; longitude: number } | undefined;
  /** A partner's free data, redeemed with its form: not a purchase, so no location is asked. */
  reward?: boolean;
}

/**
 * A line priced by the server: nothing here comes from the client but the product and count.
 * Every snapshot has a `name`, which the order page, history and e-mails show for the line.
 */
export interface LineQuote {
  productRef: string;
  quantity: number;
  /** Minor units of the order currency, markup included. */
  unitAmountMinor: number;
  /** The same unit price in US cents, for analytics. */
  unitUsdCents: number;
  /** Exactly what is sold, frozen: every view, receipt and history reads this. */
  snapshot: Record<string, unknown>;
}

/** One part of the receipt e-mail. */
export interface ReceiptSection {
  subject: string;
  text: string[];
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/**
 * How far a fulfilment attempt got: done; waiting (no stock) and to be tried again later; or
 * impossible (the supplier sold the slot to someone else), so the line is refunded at once.
 */
export type FulfilOutcome =
  | { kind: 'done' }
  | { kind: 'waiting'; retryMs: number }
  | { kind: 'impossible'; reason: string };

/**
 * What a kind's delivery gets from the order lifecycle. The kind never writes an order or line
 * status itself: it records its delivery and calls `complete` in the same transaction.
 */
export interface FulfilContext {
  /**
   * Runs `fn` in a transaction holding the order's lock (the lock every transition takes), with
   * the line as it is now (a cancel that won shows as a refunded line) and `complete`, which marks
   * the line delivered in that transaction (false when there was nothing to complete).
   */
  locked<T>(
    fn: (tx: Database, line: OrderLineRow, complete: () => Promise<boolean>) => Promise<T>,
  ): Promise<T>;
}

/**
 * A refusal answers 409 with `code` (CANCELLATION_CLOSED unless the kind names a closer one,
 * as an eSIM's ALREADY_INSTALLED) and `details` a page can word in its own language.
 */
export type CancellationPolicy =
  | { allowed: true }
  | {
      allowed: false;
      message: string;
      code?: 'CANCELLATION_CLOSED' | 'ALREADY_INSTALLED' | 'REFUND_WINDOW_CLOSED';
      details?: Record<string, unknown>;
    };

/** What a cancellation rule may read: the transaction holding the order's lock, and when it was paid. */
export interface CancellationContext {
  tx: Database;
  paidAt: Date | null;
}

/** Why a line's holds go back: its order closed unpaid, or the line was refunded (and why). */
export type ReleaseCause =
  | { kind: 'closed' }
  | { kind: 'refunded'; reason: RefundReason; travellerReason?: SelfRefundReason | null };

/** What a kind's view may know of the order its line is in. */
export interface LineViewContext {
  orderStatus: OrderStatus;
  /** Paid and not given back: the traveller holds what the line sold. */
  orderPaid: boolean;
  paidAt: Date | null;
  now: Date;
  /** The language the order is read in: what plans and places are named in. */
  locale: Locale;
}

/** A traveller's line of some kind, with what a kind may know of its order. */
export interface OwnedLine {
  line: OrderLineRow;
  order: Pick<OrderRow, 'id' | 'status' | 'createdAt' | 'paidAt'> & { paid: boolean };
}

/** The reads of orders a kind's own pages get (its lines in the traveller's paid orders). */
export interface OrderReader {
  paidLinesOwnedBy(userId: string, kinds: readonly OrderLineKind[]): Promise<OwnedLine[]>;
}

/**
 * Everything checkout knows about a product kind. Checkout, payments, settlement and receipts
 * go through this interface only, so a lounge pass or a ticket is one more implementation.
 */
export interface ProductKind<Input extends OrderLineInput = OrderLineInput> {
  readonly kind: Input['kind'];
  /** Preconditions with the buyer's context; throws an ApiError (an eSIM needs a location). */
  check(input: Input, buyer: Buyer): void | Promise<void>;
  /** The server's price in the order currency and the snapshot; throws when it is not sold. */
  quote(input: Input, buyer: Buyer, currency: OrderCurrency): Promise<LineQuote>;
  /**
   * Optional: takes what a new line needs from a limited stock (a lounge slot's places) in the
   * transaction that creates the order; throwing refuses the whole order. Returns until when the
   * unpaid order may keep it: the order expires then.
   */
  hold?(tx: Database, line: OrderLineRow): Promise<{ until: Date }>;
  /** Optional: an order holding lines of this kind was paid, in the same transaction. */
  paid?(tx: Database, orderId: string): Promise<void>;
  /**
   * Optional: gives back what `hold` took and undoes what the line started, in the transaction
   * that closed the order or refunded the line; once however often it is called. Work outside
   * the database (voiding a supplier booking) is queued as a job here.
   */
  release?(tx: Database, line: OrderLineRow, cause: ReleaseCause): Promise<void>;
  /**
   * Optional: whether the traveller may cancel this paid line now; a message saying why not
   * otherwise. Kinds without it cannot be cancelled by the traveller.
   */
  cancellation?(
    line: OrderLineRow,
    now: Date,
    context: CancellationContext,
  ): CancellationPolicy | Promise<CancellationPolicy>;
  /**
   * Optional: undoes the line with the supplier before its refund, outside any lock (an eSIM is
   * voided with its provider first); throws an ApiError saying why when the supplier refuses.
   * Called again when the traveller asks again, so it must be idempotent.
   */
  withdraw?(line: OrderLineRow): Promise<void>;
  /** Optional: the destination (a country or region id) a line is for, for codes limited to some. */
  destinationOf?(line: OrderLineRow): Promise<string | null>;
  /** The input that would buy this line again, for re-pricing an unpaid order. */
  inputOf(line: OrderLineRow): Input;
  /** Delivers one line. Idempotent by line id: run twice, it delivers once. */
  fulfil(line: OrderLineRow, context: FulfilContext): Promise<FulfilOutcome>;
  /** The line as the order page shows it (read from the snapshot, plus its delivery). */
  view(line: OrderLineRow, base: LineViewBase, context: LineViewContext): Promise<OrderLine>;
  /** The line's part of the receipt e-mail, once delivered. */
  receipt(
    line: OrderLineRow,
    context: { publicWebUrl: string; locale: Locale },
  ): Promise<ReceiptSection>;
  /** Optional: the e-mail about this line's refund when the traveller cancelled it. */
  cancellationNotice?(
    line: OrderLineRow,
    refunded: string,
    locale: Locale,
  ): Promise<{ subject: string; text: string[] }>;
  /** Optional: durable jobs the kind queues itself (voiding a supplier booking), by job kind. */
  readonly jobs?: Record<string, JobHandler>;
}

/** What every line shows whatever its kind: checkout computes it from the row. */
export type LineViewBase = Pick<
  OrderLine,
  'id' | 'name' | 'quantity' | 'unitAmount' | 'amount' | 'status'
>;
