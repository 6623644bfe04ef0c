// `npm run admin -- add <email> | remove <email> | list`: who runs the back office, from the
// command line only (the web never grants the role). See README "Back office".
import { userInfo } from 'node:os';
import { EmailSchema } from '@tern/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { type DatabaseHandle, openDatabase, queryRows } from './db/client';
import { DataDirInUse, dataDirHolder } from './db/data-dir-lock';
import {
  applyRoleRequest,
  type RoleAnswer,
  type RoleCommand,
  sendRoleRequest,
} from './modules/admin/role-inbox';

const USAGE = 'Usage: npm run admin -- add <email> | remove <email> | list';
/** How long the command waits for a running store to answer through the inbox. */
const STORE_ANSWER_WAIT_MS = 10_000;

function parseArguments(args: string[]): RoleCommand {
  const [action, email, ...rest] = args;
  const by = /^[\w.@-]{1,64}$/.test(userInfo().username) ? userInfo().username : 'unknown';
  if (action === 'list' && email === undefined) return { action, by };
  if ((action === 'add' || action === 'remove') && email !== undefined && rest.length === 0) {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) throw new UsageError(`"${email}" is not an e-mail address.`);
    return { action, email: parsed.data, by };
  }
  throw new UsageError(USAGE);
}

class UsageError extends Error {}

/** Whether the store has created its tables (it migrates at start; this command never does). */
async function isMigrated(database: DatabaseHandle): Promise<boolean> {
  const rows = await queryRows(
    database.db,
    sql`select 1 from information_schema.columns where table_name = 'users' and column_name = 'role'`,
  );
  return rows.length > 0;
}

function describe(request: RoleCommand, answer: RoleAnswer): string {
  if (!answer.ok) return answer.error;
  if (answer.admins)
    return answer.admins.length ? answer.admins.join('\n') : 'No admins yet (see ADMIN_EMAILS).';
  const change = answer.change!;
  if (!change.found) return `No account has the e-mail ${change.email}: nothing to remove.`;
  if (request.action === 'add')
    return change.changed
      ? `${change.email} is now an admin: they sign in with an e-mailed code and open /admin.`
      : `${change.email} was already an admin.`;
  return change.changed
    ? `${change.email} is no longer an admin.`
    : `${change.email} was not an admin.`;
}

/** A running store on the embedded database answers through its inbox. */
async function throughStore(inbox: string, request: RoleCommand, pid: number): Promise<string> {
  const answer = await sendRoleRequest(inbox, request, STORE_ANSWER_WAIT_MS);
  if (answer) return describe(request, answer);
  if (request.action === 'list') throw new Error(`The store (process ${pid}) did not answer.`);
  return `The store (process ${pid}) has not answered within ${STORE_ANSWER_WAIT_MS / 1000} s: the request waits in ${inbox} and is applied at its next pass or start.`;
}

async function run(args: string[]): Promise<string> {
  const request = parseArguments(args);
  const config = loadConfig();
  const note =
    request.action === 'remove' && config.adminEmails.includes(request.email)
      ? '\nIt is listed in ADMIN_EMAILS: the next start makes it an admin again unless you take it out.'
      : '';
  const inbox = config.roleInboxDir;
  const holder =
    config.pgliteDir && !config.databaseUrl ? dataDirHolder(config.pgliteDir) : undefined;
  if (inbox && holder) return (await throughStore(inbox, request, holder.pid)) + note;

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      holder: 'admin-cli',
    });
  } catch (error) {
    // The store started between the look and the open: hand it the request after all.
    if (inbox && error instanceof DataDirInUse)
      return (await throughStore(inbox, request, error.pid)) + note;
    throw error;
  }
  try {
    if (!(await isMigrated(database))) {
      if (inbox && request.action !== 'list') {
        await sendRoleRequest(inbox, request, 0);
        return `The store has not created its database yet: the request waits in ${inbox} and is applied at its first start.`;
      }
      throw new Error('The database has no tables yet: start the store once (it migrates them).');
    }
    return describe(request, await applyRoleRequest(database.db, request)) + note;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
