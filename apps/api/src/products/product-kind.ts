import type { OrderLine, OrderLineInput } from '@tern/contracts';
import type { Database } from '../db/client';
import type { orderLines, orders } from '../db/schema';
import type { Site } from '../plugins/site';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

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

/** How far a fulfilment attempt got: done, or waiting (no stock) and to be tried again later. */
export type FulfilOutcome = { kind: 'done' } | { kind: 'waiting'; retryMs: number };

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
   * transaction that creates the order; throwing refuses the whole order.
   */
  hold?(tx: Database, line: OrderLineRow): Promise<void>;
  /** Optional: gives back what `hold` took (order refunded); once however often it is called. */
  release?(tx: Database, line: OrderLineRow): Promise<void>;
  /** The input that would buy this line again, for re-pricing an unpaid order. */
  inputOf(line: OrderLineRow): Input;
  /**
   * Delivers one line. Idempotent by line id: run twice, it delivers once. `complete` must be
   * called inside the transaction that records the delivery.
   */
  fulfil(line: OrderLineRow, complete: (tx: Database) => Promise<void>): Promise<FulfilOutcome>;
  /** The line as the order page shows it (read from the snapshot, plus its delivery). */
  view(line: OrderLineRow, base: LineViewBase): Promise<OrderLine>;
  /** The line's part of the receipt e-mail, once delivered. */
  receipt(line: OrderLineRow, context: { publicWebUrl: string }): Promise<ReceiptSection>;
}

/** What every line shows whatever its kind: checkout computes it from the row. */
export type LineViewBase = Pick<
  OrderLine,
  'id' | 'name' | 'quantity' | 'unitAmount' | 'amount' | 'status'
>;
