import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createScratchDatabase } from '../../../../scripts/scratch-postgres.mjs';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedCatalogue, seedInstaLinks } from '../../src/db/seed/write';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new database
 * on the TEST_DATABASE_URL server for the PostgreSQL run, dropped again afterwards. Both are
 * copies of the one the run's global setup (../global-setup.ts) migrated and seeded.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_KIND === 'postgres') {
    return createPostgresDatabase(inject('postgresTemplate'));
  }
  const image = await readFile(inject('pgliteImagePath'));
  return openDatabase({ pgliteImage: new Blob([image]) });
}

/** A database opened with `options`, then migrated and seeded as the API does on start. */
export async function migratedAndSeeded(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  await runMigrations(handle);
  await seedCatalogue(handle.db);
  await seedInstaLinks(handle.db);
  return handle;
}

/** A database on the TEST_DATABASE_URL server (empty, or a copy of `template`), and its drop. */
export async function createPostgresDatabaseUrl(
  prefix = 'tern_test',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  return createScratchDatabase(serverUrl, prefix, template);
}

async function createPostgresDatabase(template: string): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresDatabaseUrl('tern_test', template);
  const handle = await openDatabase({ url, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}
