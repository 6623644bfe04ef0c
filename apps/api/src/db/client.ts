import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DataDirHolder, lockDataDir } from './data-dir-lock';
import { namingHotStatements } from './pg-prepared';
import { withPreparedStatements } from './pglite-prepared';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs fn while no other API process sharing this database runs its own (migrate + seed). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it (`pgliteImage`). */
  dumpImage?(): Promise<Blob>;
}

/** Arbitrary, fixed key of the PostgreSQL advisory lock taken around start-up work. */
const STARTUP_LOCK_KEY = 7_314_159;

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** Who opens the PGlite directory, and how long to wait for another holder to let go. */
  holder?: DataDirHolder;
  waitMs?: number;
  /** An in-memory PGlite opened as a copy of this image (from `dumpImage`), not empty. */
  pgliteImage?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: namingHotStatements(),
    });
    // An idle client losing its server must not crash the process; queries report the failure.
    pool.on('error', () => {});
    return {
      db: drizzlePg({ client: pool, schema }),
      kind: 'postgres',
      // Session-level advisory locks belong to one connection, so hold one client throughout.
      async withStartupLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    unlock = await lockDataDir(options.pgliteDir, options.holder ?? 'store', options.waitMs);
  }
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  return {
    db: drizzlePglite({
      client: withPreparedStatements(client) as unknown as PGlite,
      schema,
    }) as unknown as Database,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is nobody to wait for.
    withStartupLock: (fn) => fn(),
    async close() {
      await client.close();
      unlock();
    },
    dumpImage: async () => client.dumpDataDir('none'),
  };
}

/** Raw SQL rows; both drivers answer with { rows }, which drizzle's shared type leaves unknown. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** PostgreSQL's unique_violation (23505), from either driver, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
