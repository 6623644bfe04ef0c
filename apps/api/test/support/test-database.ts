import { createScratchDatabase } from '../../../../scripts/scratch-postgres.mjs';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedCatalogue, seedInstaLinks } from '../../src/db/seed/write';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new database
 * on the TEST_DATABASE_URL server for the PostgreSQL run, dropped again afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle =
    process.env.TEST_DATABASE_KIND === 'postgres'
      ? await createPostgresDatabase()
      : await openDatabase({});
  await runMigrations(handle);
  await seedCatalogue(handle.db);
  await seedInstaLinks(handle.db);
  return handle;
}

/** An empty database on the TEST_DATABASE_URL server, and how to drop it again. */
export async function createPostgresDatabaseUrl(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  return createScratchDatabase(serverUrl, 'tern_test');
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresDatabaseUrl();
  const handle = await openDatabase({ url, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}
