import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderLines } from './order-lines';

/**
 * Places per attraction per start time (local date + "HH:MM" at the attraction). Held as lounge
 * slots are (see products/shared/slot-capacity.ts): one conditional UPDATE takes places.
 */
export const attractionSlots = pgTable(
  'attraction_slots',
  {
    /** The attraction id. */
    resourceId: text('resource_id').notNull(),
    date: text('date').notNull(),
    slot: text('slot').notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.resourceId, table.date, table.slot] })],
);

/** One ticket as issued: Tern's unguessable id (the QR token names it) and the supplier's. */
export interface IssuedTicket {
  ticketId: string;
  unitType: string;
  supplierTicketReference: string;
}

/**
 * One row per attraction ticket line: its places (held from order creation, released when the
 * order closes unpaid or the line is refunded), its tickets once the supplier confirmed, its
 * cancellation.
 */
export const attractionBookings = pgTable(
  'attraction_bookings',
  {
    orderLineId: uuid('order_line_id')
      .primaryKey()
      .references(() => orderLines.id),
    orderId: uuid('order_id').notNull(),
    resourceId: text('resource_id').notNull(),
    date: text('date').notNull(),
    slot: text('slot').notNull(),
    places: smallint('places').notNull(),
    /** held (unpaid) → paid → booked (tickets issued); released when the places went back. */
    status: text('status').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    supplierReference: text('supplier_reference'),
    tickets: jsonb('tickets').$type<IssuedTicket[]>(),
    /** When the traveller cancelled it; what was refunded is in the refunds ledger. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attraction_bookings_order').on(table.orderId),
    index('attraction_bookings_slot').on(table.resourceId, table.date, table.slot),
  ],
);
