import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  isUniqueViolation,
  openDatabase,
  queryRows,
} from '../src/db/client';
import { createStatementNames } from '../src/db/statement-names';
import { createPostgresDatabaseUrl } from './support/test-database';

const probes = pgTable('prepared_probe', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull().unique(),
  amount: integer('amount'),
  flag: boolean('flag').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

let handle: DatabaseHandle;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_KIND === 'postgres') {
    const scratch = await createPostgresDatabaseUrl();
    drop = scratch.drop;
    handle = await openDatabase({ url: scratch.url, poolSize: 3 });
  } else {
    handle = await openDatabase({});
  }
  await handle.db.execute(sql`create table prepared_probe (
    id uuid primary key default gen_random_uuid(), label text not null unique, amount integer,
    flag boolean not null, details jsonb, at timestamptz not null)`);
});

afterAll(async () => {
  await handle?.close();
  await drop?.();
});

const at = new Date('2026-05-01T10:20:30.456Z');
const row = (label: string, amount: number | null = 7) => ({
  label,
  amount,
  flag: amount === null,
  details: { nested: [1, 'two', null], text: 'é ✓' },
  at,
});
const byLabel = (db: Database, label: string) =>
  db.select().from(probes).where(eq(probes.label, label));

/** The names of the statements prepared in the session a transaction runs on. */
async function preparedInSession(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from pg_prepared_statements`);
  return rows.map((r) => r.name);
}

describe('statements run again and again', () => {
  it('answer exactly as the first, unprepared run did: nulls, json, timestamps, booleans', async () => {
    const { db } = handle;
    for (const label of ['a', 'b', 'c']) await db.insert(probes).values(row(label));
    await db.insert(probes).values(row('empty', null));
    const first = await byLabel(db, 'a');
    const again = await byLabel(db, 'a');
    const third = await byLabel(db, 'a');
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(first[0]).toMatchObject({
      label: 'a',
      amount: 7,
      flag: false,
      details: row('a').details,
    });
    expect(new Date(first[0]!.at).toISOString()).toBe(at.toISOString());
    expect((await byLabel(db, 'empty'))[0]).toMatchObject({ amount: null, flag: true });
    expect(await byLabel(db, 'nobody')).toEqual([]);
  });

  it('are prepared under a name in the session that runs them', async () => {
    const names = await handle.db.transaction(async (tx) => {
      const write = tx as unknown as Database;
      await byLabel(write, 'b');
      await byLabel(write, 'b');
      await byLabel(write, 'b');
      return preparedInSession(write);
    });
    expect(names.some((name) => name.startsWith('tern_'))).toBe(true);
  });

  it('keep their error codes, and a failed transaction leaves nothing behind', async () => {
    const { db } = handle;
    const insertTwice = () =>
      db.transaction(async (tx) => {
        const write = tx as unknown as Database;
        await write.insert(probes).values(row('fresh'));
        await write.insert(probes).values(row('a'));
      });
    for (let i = 0; i < 3; i++) {
      const error = await insertTwice().catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    }
    expect(await byLabel(db, 'fresh')).toEqual([]);
    // A statement whose preparation met an aborted transaction is prepared afresh after it.
    const labelsOf = (on: Database) =>
      on.select({ label: probes.label }).from(probes).where(eq(probes.amount, 7));
    await db
      .transaction(async (tx) => {
        const write = tx as unknown as Database;
        await write
          .insert(probes)
          .values(row('a'))
          .catch(() => {});
        await labelsOf(write).catch(() => {});
        await labelsOf(write);
      })
      .catch(() => {});
    expect(await labelsOf(db)).toHaveLength(3);
    expect(await labelsOf(db)).toHaveLength(3);
  });

  it('update and delete through prepared statements too', async () => {
    const { db } = handle;
    for (const amount of [10, 20, 30])
      await db.update(probes).set({ amount }).where(eq(probes.label, 'c'));
    expect((await byLabel(db, 'c'))[0]!.amount).toBe(30);
    for (const label of ['a', 'b', 'c']) await db.delete(probes).where(eq(probes.label, label));
    expect(await db.select().from(probes)).toHaveLength(1);
  });
});

describe('which statements get a name', () => {
  it('the second time a text is seen, the same name ever after; never one-offs or bulk text', () => {
    const nameFor = createStatementNames();
    expect(nameFor('select 1')).toBeUndefined();
    const name = nameFor('select 1');
    expect(name).toMatch(/^tern_[0-9a-f]{24}$/);
    expect(nameFor('select 1')).toBe(name);
    expect(nameFor('select 2')).toBeUndefined();
    expect(createStatementNames()('select 1')).toBeUndefined();
    const bulk = `insert into t values ${'($1),'.repeat(3000)}($2)`;
    nameFor(bulk);
    expect(nameFor(bulk)).toBeUndefined();
  });
});
