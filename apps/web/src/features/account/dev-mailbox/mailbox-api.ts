import 'server-only';
import type { OutboxListResponse, OutboxMessage } from '@tern/contracts';
import { ApiError } from '@/lib/api/api-error';
import { getOutboxMessage, listOutbox } from '@/lib/api/dev-outbox';

/**
 * The API serves the outbox only where mail is not really sent and the shop is not public
 * (config.devMailbox); elsewhere it answers 404, and so do these pages. TERN_DISABLE_DEV_MAILBOX
 * lets a web deployment turn the pages off whatever its API says.
 */
function disabledHere(): boolean {
  const flag = process.env.TERN_DISABLE_DEV_MAILBOX;
  return Boolean(flag) && flag !== '0' && flag !== 'false';
}

/** null when there is no mailbox (or no such message): the page is a 404 then. */
async function orNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  if (disabledHere()) return null;
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const fetchOutbox = (limit = 100): Promise<OutboxListResponse | null> =>
  orNotFound(() => listOutbox(limit));

export const fetchOutboxMessage = (id: string): Promise<OutboxMessage | null> =>
  orNotFound(() => getOutboxMessage(id));

/** The answer does not change while the API runs; ask again now and then, not per sign-in. */
const ENABLED_CACHE_MS = 60_000;
let enabledCache: { value: boolean; until: number } | undefined;

/** Whether /dev/mailbox exists, for the sign-in page's "read your code" link. Never throws. */
export async function isDevMailboxEnabled(): Promise<boolean> {
  if (enabledCache && enabledCache.until > Date.now()) return enabledCache.value;
  try {
    const value = (await fetchOutbox(1)) !== null;
    enabledCache = { value, until: Date.now() + ENABLED_CACHE_MS };
    return value;
  } catch {
    // The API is down: the sign-in form will say so; the link is not worth a failed page.
    return false;
  }
}
