import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** Source runs from src/db/, the bundle from dist/; build.mjs copies migrations beside the bundle. */
function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found in ${candidates.join(' or ')}`);
  return found;
}

/** `folder` lets a test stop at an older migration; the app always applies all of them. */
export async function runMigrations(
  handle: DatabaseHandle,
  folder: string = migrationsFolder(),
): Promise<void> {
  const migrationsDir = folder;
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: migrationsDir,
    });
    return;
  }
  await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: migrationsDir });
}
