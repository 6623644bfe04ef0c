import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
interface ScriptCommands {
  ternRateLimit(key: string, timeWindow: number): Promise<[number, number]>;
}
/** What the plugin really passes to child() (its typings omit routeInfo). */
interface RouteParams {
  routeInfo: { method: string | string[]; url: string };
}

/**
 * One fixed window per key, atomically: the first hit starts the window, later hits count in it.
 * A key left without an expiry (a crash between INCR and PEXPIRE cannot happen in a script, but
 * an operator's SET can) gets one, so nobody is limited forever.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Per-process fixed windows: the memory store, and the stand-in while Redis is unreachable. */
export class MemoryCounter {
  private readonly windows = new LRUCache<string, { count: number; resetAt: number }>({
    max: 50_000,
  });

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }
}

export interface SharedStoreOptions {
  redis: Redis;
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * A store class for @fastify/rate-limit that counts in Redis, so every API process enforces the
 * same limit. When Redis does not answer it counts in this process instead and says so in the
 * log: sign-in stays up during an outage, and limits still hold per process (at worst N times
 * the limit across N processes) rather than vanishing, as `skipOnError: true` would make them,
 * or failing every limited request with a 500, as `skipOnError: false` alone would.
 */
export function sharedRateLimitStore({
  redis,
  keyPrefix,
  log,
}: SharedStoreOptions): FastifyRateLimitStoreCtor {
  const fallback = new MemoryCounter();
  let degraded = false;
  // EVALSHA with the script loaded once; ioredis re-sends it if Redis restarted without it.
  redis.defineCommand('ternRateLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
  const incrScript = (key: string, timeWindow: number) =>
    (redis as unknown as ScriptCommands).ternRateLimit(key, timeWindow);

  function count(key: string, timeWindow: number, callback: IncrCallback) {
    incrScript(key, timeWindow).then(
      (result) => {
        if (degraded) log.info('Redis answers again: rate limits are shared across processes');
        degraded = false;
        const [current, ttl] = result;
        callback(null, { current, ttl });
      },
      (error: unknown) => {
        if (!degraded) {
          log.warn(
            { err: error },
            'Redis unreachable: rate limits are counted per process until it answers',
          );
        }
        degraded = true;
        callback(null, fallback.incr(key, timeWindow));
      },
    );
  }

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly route = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      count(`${keyPrefix}rate:${this.route}:${key}`, timeWindow, callback);
    }

    /** One counter per limited route, as the plugin's own stores keep them. */
    child(params: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (params as unknown as RouteParams).routeInfo;
      return new SharedRateLimitStore(undefined, `${[method].flat().join(',')}${url}`);
    }
  };
}
