import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedCatalogue, seedInstaLinks } from './db/seed/write';
import { seedDemoPromotions } from './modules/promotions/demo-promotions';
import { replenishSimulator } from './providers/esim/simulator';

/** Lets in-flight requests finish on SIGTERM/SIGINT, but never hangs a deploy for long. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
    // `npm run admin` may hold the embedded database for a moment when the store was not running.
    waitMs: 15_000,
  });
  const seeded = await database.withStartupLock(async () => {
    await runMigrations(database);
    const result = await seedCatalogue(database.db);
    await seedInstaLinks(database.db);
    await replenishSimulator(database.db, config.simulatorStock);
    // Demo codes on the embedded database only: a real database starts with none (README).
    if (database.kind === 'pglite') await seedDemoPromotions(database.db);
    return result;
  });

  const app = await buildApp(config, { database });
  app.log.info({ database: database.kind, seeded: seeded.seeded }, 'database ready');
  installShutdown(app, database.close);
  await app.listen({ host: config.host, port: config.port });
  // Jobs left by a previous process (killed mid-provisioning) are picked up here.
  if (config.jobsEnabled) app.jobs.start();
}

function installShutdown(app: FastifyInstance, closeDatabase: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await closeDatabase();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
