import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { registerAdminAnswerHeaders } from './admin-guard';
import { watchRoleInbox } from './role-inbox';
import { applyAdminEmails } from './roles';

/**
 * What the back office needs outside its routes: its answers marked uncacheable and unindexed,
 * ADMIN_EMAILS made admins once the app is ready, and (embedded database only) the inbox through
 * which `npm run admin` reaches the running store. Call after the session guard.
 */
export function registerBackOffice(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
): void {
  registerAdminAnswerHeaders(app);
  let stopWatching: (() => void) | undefined;
  app.addHook('onReady', async () => {
    await applyAdminEmails(db, config.adminEmails);
    if (config.roleInboxDir)
      stopWatching = watchRoleInbox({ db, dir: config.roleInboxDir, log: app.log });
  });
  app.addHook('onClose', async () => stopWatching?.());
}
