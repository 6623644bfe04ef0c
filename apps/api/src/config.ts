import { resolve } from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres://' })
    .optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Catalogue responses are cached in memory this long; 0 turns the cache off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string | undefined;
  /** PGlite directory; undefined means in memory (tests). */
  pgliteDir: string | undefined;
  databasePoolSize: number;
  paymentGateway: 'sandbox' | 'stripe';
  catalogueCacheSeconds: number;
};

/** Parses the environment once at start-up and fails with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    logLevel: c.LOG_LEVEL,
    databaseUrl: c.DATABASE_URL,
    pgliteDir: resolve(c.DATA_DIR, 'pglite'),
    databasePoolSize: c.DATABASE_POOL_SIZE,
    paymentGateway: c.PAYMENT_GATEWAY,
    catalogueCacheSeconds: c.CATALOGUE_CACHE_SECONDS,
  };
}

/** Configuration for tests: in-memory PGlite unless a database URL is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    pgliteDir: undefined,
    ...overrides,
  };
}
