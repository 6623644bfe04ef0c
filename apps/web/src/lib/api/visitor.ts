import 'server-only';
import { isIP } from 'node:net';
import { FORWARD_SECRET_HEADER } from '@tern/contracts';
import { getServerEnv } from '@/lib/env/server-env';

/**
 * The header in which the web origin's front server (scripts/web-front.mjs) tells Next the
 * client's address. It always overwrites it, and Next listens only on loopback behind it, so a
 * visitor cannot set it.
 */
export const CLIENT_IP_HEADER = 'x-tern-client-ip';

/** Request headers that speak for a client or a proxy: never passed to the API as a visitor sent them. */
export const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  CLIENT_IP_HEADER,
  FORWARD_SECRET_HEADER,
];

/**
 * Tells the API who the visitor is: their address as the front server saw it, with
 * FORWARD_SECRET so that the API may believe it (and so count rate limits per visitor, and show
 * the dev outbox only to one on this machine). Without the front server's header there is no
 * visitor address to give (`next dev`), and the API sees this server as the client.
 */
export function visitorHeaders(clientIp: string | null): Record<string, string> {
  if (!clientIp || isIP(clientIp) === 0) return {};
  const { forwardSecret } = getServerEnv();
  return {
    'x-forwarded-for': clientIp,
    ...(forwardSecret ? { [FORWARD_SECRET_HEADER]: forwardSecret } : {}),
  };
}
