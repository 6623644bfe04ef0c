import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPostgresDatabaseUrl } from './test-database';

const migrations = resolve(__dirname, '../../src/db/migrations');

/**
 * A fresh database (PGlite, or PostgreSQL in the api-postgres run) migrated up to `lastTag` only,
 * as a deployment of an older version left it: a migration test fills it with old rows, then
 * applies the rest with runMigrations(handle).
 */
export async function databaseMigratedTo(
  lastTag: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (process.env.TEST_DATABASE_KIND === 'postgres') {
    const created = await createPostgresDatabaseUrl();
    handle = await openDatabase({ url: created.url, poolSize: 2 });
    drop = created.drop;
  } else {
    handle = await openDatabase({});
  }
  const dir = mkdtempSync(join(tmpdir(), 'tern-migrations-'));
  try {
    cpSync(migrations, dir, { recursive: true });
    const journalPath = join(dir, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
    if (last === -1) throw new Error(`no migration ${lastTag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(journalPath, JSON.stringify(journal));
    await runMigrations(handle, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    handle,
    drop: async () => {
      await handle.close();
      await drop();
    },
  };
}
