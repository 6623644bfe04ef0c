// @ts-check
// Who the client is. The front server is the one place that sees the visitor's real connection:
// the peer is the client, unless it is a load balancer listed in WEB_TRUST_PROXY.
import { BlockList, isIP } from 'node:net';

/** @typedef {{ list: BlockList, empty: boolean }} TrustList */
/** @typedef {{ ip: string, https: boolean }} Client */

/**
 * '::ffff:127.0.0.1' → '127.0.0.1'.
 * @param {string | undefined} address
 */
function plainAddress(address) {
  return address?.startsWith('::ffff:') && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

/** @param {BlockList} list */
function addLoopback(list) {
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
}

const LOOPBACK = addLoopback(new BlockList());

/**
 * @param {BlockList} list
 * @param {string} address
 */
function inList(list, address) {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** @param {string | undefined} address */
export function isLoopback(address) {
  return inList(LOOPBACK, plainAddress(address) ?? '');
}

/**
 * WEB_TRUST_PROXY: the load balancers in front of this server whose X-Forwarded-For and
 * X-Forwarded-Proto are believed: a comma-separated list of addresses, CIDR ranges and
 * `loopback`. Empty (the default) believes no one: the peer is the client.
 * @returns {TrustList}
 */
export function parseTrustList(value = '') {
  const list = new BlockList();
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry === 'loopback') {
      addLoopback(list);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`WEB_TRUST_PROXY: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return { list, empty: entries.length === 0 };
}

/**
 * The client's address and whether its connection is HTTPS. A peer in the trust list may say who
 * its client was: X-Forwarded-For is walked from the right, skipping trusted hops, and the first
 * untrusted address is the client (as Fastify's trustProxy does).
 * @param {Pick<import('node:http').IncomingMessage, 'socket' | 'headers'>} req
 * @param {TrustList} trust
 * @param {boolean} publicHttps
 * @returns {Client}
 */
export function resolveClient(req, trust, publicHttps) {
  const peer = plainAddress(req.socket.remoteAddress) ?? '';
  if (trust.empty || !inList(trust.list, peer)) return { ip: peer, https: publicHttps };
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((h) => plainAddress(h.trim()) ?? '')
    .filter((h) => isIP(h));
  let ip = peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    ip = hops[i] ?? ip;
    if (!inList(trust.list, ip)) break;
  }
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return { ip, https: proto ? proto === 'https' : publicHttps };
}
