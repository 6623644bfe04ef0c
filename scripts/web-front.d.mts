import type { IncomingMessage, Server } from 'node:http';

export const BODY_LIMIT: number;
export function isLoopback(address: string | undefined): boolean;
export function parseTrustList(value?: string): { list: unknown; empty: boolean };
export function resolveClient(
  req: IncomingMessage,
  trust: ReturnType<typeof parseTrustList>,
  publicHttps: boolean,
): { ip: string; https: boolean };
export function isReadableTarget(target: string): boolean;
export function createWebFront(options: {
  upstream: { host: string; port: number };
  publicUrl: string;
  trustProxy?: string;
  csp?: boolean;
  bodyLimit?: number;
}): Server;
