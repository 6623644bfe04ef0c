import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderLines } from './order-lines';

/**
 * Places per lounge or fast-track resource per hourly slot (local date + "HH:00" at the airport).
 * `held` counts the travellers of every live booking; a booking takes its places with one
 * conditional UPDATE (held + n <= capacity), so concurrent orders can never overbook.
 */
export const airportSlots = pgTable(
  'airport_slots',
  {
    resourceId: text('resource_id').notNull(),
    date: text('date').notNull(),
    slot: text('slot').notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.resourceId, table.date, table.slot] })],
);

/**
 * One row per lounge pass or fast-track order line: its places in a slot (held from order
 * creation, released when an unpaid order expires, the line is cancelled or the order refunded),
 * then its e-pass once the supplier booked it, then its cancellation.
 */
export const airportBookings = pgTable(
  'airport_bookings',
  {
    orderLineId: uuid('order_line_id')
      .primaryKey()
      .references(() => orderLines.id),
    orderId: uuid('order_id').notNull(),
    resourceId: text('resource_id').notNull(),
    date: text('date').notNull(),
    slot: text('slot').notNull(),
    places: smallint('places').notNull(),
    /**
     * held (unpaid order) → paid → booked (pass issued); released when the places went back to
     * the slot (hold expired, order closed, line refunded). A paid line released before its
     * payment takes its places again ('paid') when it can.
     */
    status: text('status').notNull(),
    /** An unpaid order's places go back after this. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** Random, unguessable; the QR code's signed token names it. */
    passId: text('pass_id').unique(),
    providerReference: text('provider_reference'),
    /** When the traveller cancelled it; what was refunded is in the refunds ledger. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('airport_bookings_order').on(table.orderId),
    index('airport_bookings_slot').on(table.resourceId, table.date, table.slot),
  ],
);
