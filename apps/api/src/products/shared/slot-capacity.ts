import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client';

/** An unpaid order keeps its places this long; after it, another traveller may take them. */
export const HOLD_MINUTES = 30;

export interface SlotKey {
  resourceId: string;
  date: string;
  slot: string;
}

/**
 * The two tables a kind keeps its places in: slots (resource_id, date, slot, capacity, held) and
 * one booking row per line (order_line_id, order_id, resource_id, date, slot, places, status,
 * hold_expires_at). Lounges and attraction tickets share the rules, each with its own tables.
 */
export interface SlotTables {
  slots: PgTable;
  bookings: PgTable;
}

export function slotCapacity({ slots, bookings }: SlotTables) {
  /**
   * Gives back the places of unpaid orders whose hold ran out in one slot (their order expires by
   * its own job too; this frees them for the next traveller at once). Booking rows are locked
   * before the slot row, in every path, so two releases or a release and a hold never wait on each
   * other in a cycle. A paid order's booking is no longer 'held' (see keepPaidHolds).
   */
  async function releaseExpired(tx: Database, key: SlotKey): Promise<void> {
    await tx.execute(sql`
      with expired as (
        update ${bookings} b set status = 'released'
        where b.resource_id = ${key.resourceId} and b.date = ${key.date} and b.slot = ${key.slot}
          and b.status = 'held' and b.hold_expires_at < now()
        returning b.places)
      update ${slots} set held = held - (select coalesce(sum(places), 0) from expired)
      where resource_id = ${key.resourceId} and date = ${key.date} and slot = ${key.slot}
        and exists (select 1 from expired)`);
  }

  /**
   * Takes `places` in a slot with one conditional UPDATE: concurrent bookings queue on the slot
   * row and each sees the count the previous one left, so the slot can never be overbooked.
   * False when there is no room.
   */
  async function takePlaces(
    tx: Database,
    key: SlotKey,
    places: number,
    capacity: number,
  ): Promise<boolean> {
    await tx.execute(sql`
      insert into ${slots} (resource_id, date, slot, capacity, held)
      values (${key.resourceId}, ${key.date}, ${key.slot}, ${capacity}, 0)
      on conflict do nothing`);
    const taken = await queryRows<{ held: number }>(
      tx,
      sql`update ${slots} set held = held + ${places}
          where resource_id = ${key.resourceId} and date = ${key.date} and slot = ${key.slot}
            and held + ${places} <= capacity
          returning held`,
    );
    return taken.length === 1;
  }

  /** Holds a new line's places; false when the slot is full (the order is then refused). */
  async function holdPlaces(
    tx: Database,
    booking: SlotKey & { lineId: string; orderId: string; places: number; capacity: number },
  ): Promise<boolean> {
    await releaseExpired(tx, booking);
    if (!(await takePlaces(tx, booking, booking.places, booking.capacity))) return false;
    await tx.execute(sql`
      insert into ${bookings}
        (order_line_id, order_id, resource_id, date, slot, places, status, hold_expires_at)
      values (${booking.lineId}, ${booking.orderId}, ${booking.resourceId}, ${booking.date},
        ${booking.slot}, ${booking.places}, 'held',
        ${new Date(Date.now() + HOLD_MINUTES * 60_000).toISOString()})`);
    return true;
  }

  /** The order was paid: its held places are kept until the line is booked or refunded. */
  async function keepPaidHolds(tx: Database, orderId: string): Promise<void> {
    await tx.execute(
      sql`update ${bookings} set status = 'paid' where order_id = ${orderId} and status = 'held'`,
    );
  }

  /**
   * A paid line whose hold had expired and was released takes its places again; false when the
   * slot filled up meanwhile. True at once when the line still holds them.
   */
  async function reholdPlaces(tx: Database, lineId: string, capacity: number): Promise<boolean> {
    const [booking] = await queryRows<SlotKey & { status: string; places: number }>(
      tx,
      sql`select resource_id as "resourceId", date, slot, status, places from ${bookings}
          where order_line_id = ${lineId} for update`,
    );
    if (!booking) return false;
    if (booking.status !== 'released') return true;
    if (!(await takePlaces(tx, booking, booking.places, capacity))) return false;
    await tx.execute(sql`update ${bookings} set status = 'paid' where order_line_id = ${lineId}`);
    return true;
  }

  /** Gives a line's places back to its slot, once however often it is called. */
  async function releasePlaces(tx: Database, lineId: string): Promise<void> {
    await tx.execute(sql`
      with released as (
        update ${bookings} set status = 'released'
        where order_line_id = ${lineId} and status <> 'released'
        returning resource_id, date, slot, places)
      update ${slots} s set held = s.held - r.places
      from released r
      where s.resource_id = r.resource_id and s.date = r.date and s.slot = r.slot`);
  }

  /**
   * Travellers holding places in a slot (what the built-in supplier subtracts from capacity); an
   * unpaid order whose hold ran out no longer counts.
   */
  async function heldInSlot(db: Database, key: SlotKey): Promise<number> {
    const held = await heldInRange(db, key.resourceId, key.date, key.date);
    return held.get(`${key.date} ${key.slot}`) ?? 0;
  }

  /** heldInSlot for every slot of a resource from one local date to another, by "date slot". */
  async function heldInRange(
    db: Database,
    resourceId: string,
    from: string,
    to: string,
  ): Promise<Map<string, number>> {
    const rows = await queryRows<{ date: string; slot: string; held: number }>(
      db,
      sql`select s.date, s.slot, s.held - coalesce((
            select sum(b.places) from ${bookings} b
            where b.resource_id = s.resource_id and b.date = s.date and b.slot = s.slot
              and b.status = 'held' and b.hold_expires_at < now()
          ), 0)::int as held
          from ${slots} s
          where s.resource_id = ${resourceId} and s.date between ${from} and ${to}`,
    );
    return new Map(rows.map((r) => [`${r.date} ${r.slot}`, r.held]));
  }

  return { holdPlaces, keepPaidHolds, reholdPlaces, releasePlaces, heldInSlot, heldInRange };
}
