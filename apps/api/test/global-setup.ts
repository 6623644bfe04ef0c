import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabaseUrl, migratedAndSeeded } from './support/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite run: a file holding a migrated, seeded database, which each test file opens a copy of. */
    pgliteImagePath: string;
    /** PostgreSQL run: the migrated, seeded database each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database for the whole run; each test file then starts from a copy of
 * it rather than migrating and seeding its own (docs/decisions/api-test-databases.md).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DATABASE_KIND;
  if (kind === 'postgres') {
    const { url, drop } = await createPostgresDatabaseUrl('tern_template');
    const handle = await migratedAndSeeded({ url, poolSize: 2 });
    await handle.close();
    project.provide('postgresTemplate', new URL(url).pathname.slice(1));
    return drop;
  }
  const dir = await mkdtemp(join(tmpdir(), 'tern-api-test-'));
  const handle = await migratedAndSeeded({});
  const path = join(dir, 'seeded.tar');
  await writeFile(path, Buffer.from(await (await handle.dumpImage!()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteImagePath', path);
  return () => rm(dir, { recursive: true, force: true });
}
