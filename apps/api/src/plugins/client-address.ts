import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { FORWARD_SECRET_HEADER } from '@tern/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whether request.ip can be relied on: the TCP peer of a request that claims no one else,
     * or a client address trusted hops vouched for. False when a forwarding header was ignored.
     */
    clientAddressTrusted: boolean;
  }
}

/** The named ranges TRUST_PROXY and TRUST_LOAD_BALANCERS take, as proxy-addr (Fastify) reads them. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

/** '::ffff:127.0.0.1' → '127.0.0.1'. */
const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** Whether an address is in a list of addresses, CIDR ranges and named ranges (already valid). */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const ranges = NAMED_RANGES[entry] ?? [entry.split('/') as [string, string?]];
    for (const [address, bits] of ranges) {
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Fastify's trustProxy: who may say who the client is. The configured proxies (TRUST_PROXY, a
 * list or a hop count) count only on a request that proved itself (see registerClientAddress);
 * load balancers (TRUST_LOAD_BALANCERS) always.
 */
export function trustedHops(config: Config): (address: string, hop: number) => boolean {
  const balancer = addressMatcher(config.trustLoadBalancers);
  if (typeof config.trustProxy === 'number') {
    const count = config.trustProxy;
    return (address, hop) => hop < count || balancer(address);
  }
  const proxy = addressMatcher(config.trustProxy);
  return (address) => proxy(address) || balancer(address);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * X-Forwarded-For is believed only from a proxy that proves it is one. TRUST_PROXY (by default
 * loopback) names where a forwarder may stand, but any local process stands there too: with a
 * forged header it could pick its own rate-limit bucket (issue 21: 12 sign-in codes where the web
 * origin gives 5) and pass for a visitor on this machine. So a forwarder also sends
 * FORWARD_SECRET in X-Tern-Forward-Secret (compared in constant time); a request without it keeps
 * only what the load balancers vouch for, and otherwise is its own TCP peer.
 */
export function registerClientAddress(app: FastifyInstance, config: Config): void {
  const secret = config.forwardSecret ? digest(config.forwardSecret) : undefined;
  const balancer = addressMatcher(config.trustLoadBalancers);
  let warned = false;

  const proves = (offered: string | string[] | undefined) =>
    secret !== undefined && typeof offered === 'string' && timingSafeEqual(digest(offered), secret);

  app.decorateRequest('clientAddressTrusted', true);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const headers = request.raw.headers;
    const offered = headers[FORWARD_SECRET_HEADER];
    // Never logged, stored or passed on.
    delete headers[FORWARD_SECRET_HEADER];
    if (proves(offered)) return;
    if (offered !== undefined && !warned) {
      warned = true;
      request.log.warn(
        `a request carried ${FORWARD_SECRET_HEADER} that does not match FORWARD_SECRET: its X-Forwarded-For was ignored (is the web server's FORWARD_SECRET the API's?)`,
      );
    }
    const claims = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => name in headers);
    const vouched = vouchedHops(request.socket.remoteAddress ?? '', headers, balancer);
    if (vouched.length > 0) {
      headers['x-forwarded-for'] = vouched.join(', ');
    } else {
      delete headers['x-forwarded-for'];
      delete headers['x-forwarded-host'];
      delete headers['x-forwarded-proto'];
    }
    request.clientAddressTrusted = !claims || balancer(request.socket.remoteAddress ?? '');
  });
}

/**
 * The X-Forwarded-For entries load balancers vouch for, in header order: walked from the right
 * while the hop that added an entry is a balancer (as proxy-addr walks it).
 */
function vouchedHops(
  peer: string,
  headers: NodeJS.Dict<string | string[]>,
  balancer: (address: string) => boolean,
): string[] {
  const hops = String(headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const vouched: string[] = [];
  let hop = peer;
  for (let i = hops.length - 1; i >= 0 && balancer(hop); i -= 1) {
    hop = hops[i]!;
    vouched.unshift(hop);
  }
  return vouched;
}
