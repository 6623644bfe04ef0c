import 'server-only';
import { isIP } from 'node:net';
import type { OutboxListResponse, OutboxMessage } from '@tern/contracts';
import { headers } from 'next/headers';
import { ApiError } from '@/lib/api/api-error';
import { getOutboxMessage, listOutbox } from '@/lib/api/dev-outbox';
import { CLIENT_IP_HEADER } from '@/lib/api/visitor';

/**
 * The API serves the outbox only where mail is not really sent and the shop is not public
 * (config.devMailbox); elsewhere it answers 404, and so do these pages. TERN_DISABLE_DEV_MAILBOX
 * lets a web deployment turn the pages off whatever its API says.
 */
function disabledHere(): boolean {
  const flag = process.env.TERN_DISABLE_DEV_MAILBOX;
  return Boolean(flag) && flag !== '0' && flag !== 'false';
}

/** Whether `address` is this machine: 127.0.0.0/8 or ::1 (also as ::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * The mailbox holds sign-in codes and activation codes, so it is shown only to a browser on this
 * machine, as the front server saw its connection. Without the front server (`next dev`) there is
 * no header, and only a development server shows it.
 */
async function requestFromThisMachine(): Promise<boolean> {
  const client = (await headers()).get(CLIENT_IP_HEADER);
  if (client === null) return process.env.NODE_ENV !== 'production';
  return isLoopbackAddress(client);
}

/** null when the API has no mailbox (or no such message). */
async function orNotFoundAnywhere<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** null when there is no mailbox for this visitor (or no such message): the page is a 404 then. */
async function orNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  if (disabledHere() || !(await requestFromThisMachine())) return null;
  return orNotFoundAnywhere(call);
}

export const fetchOutbox = (limit = 100): Promise<OutboxListResponse | null> =>
  orNotFound(() => listOutbox(limit, 'visitor'));

export const fetchOutboxMessage = (id: string): Promise<OutboxMessage | null> =>
  orNotFound(() => getOutboxMessage(id));

/** The answer does not change while the API runs; ask again now and then, not per sign-in. */
const ENABLED_CACHE_MS = 60_000;
let enabledCache: { value: boolean; until: number } | undefined;

/** Whether /dev/mailbox exists, for the sign-in page's "read your code" link. Never throws. */
export async function isDevMailboxEnabled(): Promise<boolean> {
  if (enabledCache && enabledCache.until > Date.now()) return enabledCache.value;
  try {
    // Not per visitor (the sign-in page is static): a visitor from elsewhere sees a 404 there.
    const value =
      !disabledHere() && (await orNotFoundAnywhere(() => listOutbox(1, 'server'))) !== null;
    enabledCache = { value, until: Date.now() + ENABLED_CACHE_MS };
    return value;
  } catch {
    // The API is down: the sign-in form will say so; the link is not worth a failed page.
    return false;
  }
}
