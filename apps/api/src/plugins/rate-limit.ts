import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { ApiError } from './errors';
import { sharedRateLimitStore } from './rate-limit-store';

/** How long start-up waits for Redis before serving with per-process limits. */
const REDIS_STARTUP_WAIT_MS = 2_000;

/**
 * Only routes that set config.rateLimit are limited (sign-in, orders); the catalogue is cached.
 * Counters live in Redis when REDIS_URL is set, so N API processes enforce one limit, not N.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { store: sharedRateLimitStore({ redis, keyPrefix: config.redisKeyPrefix, log: app.log }) }
      : {}),
    // The shared store answers from memory when Redis fails, so an error reaching the plugin is
    // a bug: fail the request rather than silently lifting the limit.
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMITED', `Too many requests. Try again in ${context.after}.`),
  });
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    // A request must not wait for a reconnect: fail fast, and the store counts in memory meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  // ioredis emits an error per failed reconnect; the store logs the outage once, so keep these quiet.
  redis.on('error', (error) => app.log.debug({ err: error }, 'redis connection error'));
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  if (!(await firstConnection(redis))) {
    app.log.warn('Redis is not reachable at start-up: rate limits are per process until it is');
  }
  return redis;
}

/** true once connected; false at the first error or after a short wait, whichever comes first. */
function firstConnection(redis: Redis): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (connected: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(connected);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(() => settle(false), REDIS_STARTUP_WAIT_MS);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}
