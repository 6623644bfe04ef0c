import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EmailSchema } from '@tern/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { listAdmins, setRole } from './roles';

/**
 * `npm run admin` on the embedded database while the store runs. PGlite is one process's: the
 * command cannot open the files the store holds, so it leaves a request in DATA_DIR/role-inbox
 * and the store applies it (a pass a second, and one at start) and answers beside it. Whoever
 * can write there can already rewrite the database files, so the inbox grants nothing new.
 */
const RoleRequestSchema = z.discriminatedUnion('action', [
  z.object({
    id: z.string().uuid(),
    action: z.enum(['add', 'remove']),
    email: EmailSchema,
    by: z.string().regex(/^[\w.@-]{1,64}$/),
  }),
  z.object({ id: z.string().uuid(), action: z.literal('list'), by: z.string().max(64) }),
]);
/** What the command asks, by the OS user who ran it. */
export type RoleCommand =
  | { action: 'add' | 'remove'; email: string; by: string }
  | { action: 'list'; by: string };

export type RoleAnswer =
  | { ok: true; change?: { email: string; changed: boolean; found: boolean }; admins?: string[] }
  | { ok: false; error: string };

const REQUEST = '.request.json';
const ANSWER = '.answer.json';
/** Answers nobody collected (the command gave up waiting) are cleared after this. */
const ANSWER_KEPT_MS = 60 * 60 * 1000;

/** Written whole or not at all: a reader never sees half a file. */
async function writeAtomically(path: string, value: unknown): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(value), { mode: 0o600 });
  await rename(partial, path);
}

/** The command-line actor, as the audit log names it. */
export const commandLineActor = (by: string) => ({ id: null, email: `cli:${by}` });

/** Applies one request to the database: the same change the command makes with DATABASE_URL. */
export async function applyRoleRequest(db: Database, request: RoleCommand): Promise<RoleAnswer> {
  if (request.action === 'list') return { ok: true, admins: await listAdmins(db) };
  const role = request.action === 'add' ? 'admin' : 'traveller';
  const change = await setRole(db, request.email, role, commandLineActor(request.by));
  return { ok: true, change };
}

/** One pass over the inbox: every request applied and answered, stale answers cleared. */
export async function processRoleInbox(db: Database, dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let applied = 0;
  for (const name of names.filter((n) => n.endsWith(REQUEST)).sort()) {
    const id = name.slice(0, -REQUEST.length);
    const parsed = RoleRequestSchema.safeParse(
      await readFile(join(dir, name), 'utf8')
        .then(JSON.parse)
        .catch(() => undefined),
    );
    const answer: RoleAnswer = parsed.success
      ? await applyRoleRequest(db, parsed.data)
      : { ok: false, error: 'The request file is not one npm run admin writes.' };
    await writeAtomically(join(dir, `${id}${ANSWER}`), answer);
    await rm(join(dir, name), { force: true });
    applied += 1;
  }
  for (const name of names.filter((n) => n.endsWith(ANSWER))) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > ANSWER_KEPT_MS)
      await rm(join(dir, name), { force: true });
  }
  return applied;
}

/** The store's side: a pass at once (requests left while it was down), then every `everyMs`. */
export function watchRoleInbox(options: {
  db: Database;
  dir: string;
  log: FastifyBaseLogger;
  everyMs?: number;
}): () => void {
  let running: Promise<unknown> | undefined;
  const pass = () => {
    running ??= processRoleInbox(options.db, options.dir)
      .catch((error: unknown) => options.log.error({ err: error }, 'role inbox pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void pass();
  const timer = setInterval(pass, options.everyMs ?? 1_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The command's side: leaves a request and waits for the store's answer. Undefined when none came
 * within `waitMs`; a role change then stays in the inbox for the store's next pass or start.
 */
export async function sendRoleRequest(
  dir: string,
  request: RoleCommand,
  waitMs: number,
): Promise<RoleAnswer | undefined> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const requestPath = join(dir, `${id}${REQUEST}`);
  await writeAtomically(requestPath, { ...request, id });
  const answerPath = join(dir, `${id}${ANSWER}`);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const answer = await readFile(answerPath, 'utf8').catch(() => undefined);
    if (answer !== undefined) {
      await rm(answerPath, { force: true });
      return JSON.parse(answer) as RoleAnswer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A listing is only worth having now.
  if (request.action === 'list') await rm(requestPath, { force: true });
  return undefined;
}
