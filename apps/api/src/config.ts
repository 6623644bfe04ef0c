import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { EmailSchema } from '@tern/contracts';
import { z } from 'zod';
import { localCodeKey, parseCodeKeys } from './modules/esim-secrets/code-keys';
import type { SealingKey } from './modules/esim-secrets/sealed-text';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  /**
   * Which hops may say who the client is (X-Forwarded-For): a hop count, or a comma-separated list
   * of addresses, CIDR ranges and the names loopback / linklocal / uniquelocal. Never "everyone".
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .refine((value) => parseTrustProxy(value) !== undefined, {
      error:
        'TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal',
    }),
  /**
   * What a TRUST_PROXY hop sends in X-Tern-Forward-Secret to have its X-Forwarded-For believed:
   * the hop's address alone proves nothing, since any local process shares it.
   */
  FORWARD_SECRET: z
    .string()
    .min(32, { error: 'FORWARD_SECRET must be at least 32 characters' })
    .optional(),
  /** Load balancers right before the API, believed without FORWARD_SECRET: addresses, CIDR ranges. */
  TRUST_LOAD_BALANCERS: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || Array.isArray(parseTrustProxy(value)), {
      error:
        'TRUST_LOAD_BALANCERS must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal',
    }),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /**
   * A client must send its headers, and then its whole request, within these; a stalled one is
   * answered 408 and closed instead of holding a socket (issue 21: a body stalled for 130 s).
   */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  /** A connection with no traffic either way (a client not reading its answer) is closed. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().min(5).max(3600).default(120),
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
  /** Keys the HMAC of sign-in codes; required in production so every API process agrees. */
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'AUTH_SECRET must be at least 32 characters' })
    .optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Keys sealing eSIM activation codes at rest: `id:base64key,…`, 32 bytes each; the first seals,
   * the others only open (rotation: docs/deploy.md). Never logged, never sent anywhere.
   */
  ESIM_CODE_KEYS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      for (const problem of parseCodeKeys(value).problems)
        ctx.addIssue({ code: 'custom', message: `ESIM_CODE_KEYS ${problem}` });
    }),
  /**
   * Accounts made admins (the back office) at every start, comma-separated. The role is never
   * granted from the web; `npm run admin` grants it from the command line.
   */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      for (const entry of splitList(value))
        if (!EmailSchema.safeParse(entry).success)
          ctx.addIssue({
            code: 'custom',
            message: `ADMIN_EMAILS must be comma-separated e-mail addresses; "${entry.slice(0, 80)}" is not one`,
          });
    }),
  /** Public origin of the storefront, for links in e-mails. */
  PUBLIC_WEB_URL: z.string().url().default('http://localhost:3000'),
  /** false runs the API without processing jobs (another process does, or a test kills it first). */
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often the usage job sweeps for eSIMs due a read; tests set it low. */
  USAGE_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * The provider reads the usage job may make a minute, however often it sweeps: the wholesaler's
   * rate limit is per time, not per sweep (bench/results/esim-usage.json).
   */
  USAGE_READS_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
  /** Free simulator eSIM profiles kept in stock at start-up. */
  SIMULATOR_STOCK: z.coerce.number().int().min(0).max(100_000).default(500),
  STRIPE_SECRET_KEY: z
    .string()
    .startsWith('sk_', { error: 'STRIPE_SECRET_KEY must start with sk_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', { error: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
    .optional(),
  /** Only for tests against a local fake Stripe. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Set both to buy eSIMs from an eSIM Go style wholesaler instead of the simulator. */
  ESIM_PROVIDER_URL: z.string().url().optional(),
  ESIM_PROVIDER_API_KEY: z.string().min(1).optional(),
  /** Set all three to sell lounges and fast-track from the DragonPass partner API. */
  DRAGONPASS_URL: z.string().url().optional(),
  DRAGONPASS_API_KEY: z.string().min(1).optional(),
  DRAGONPASS_PROGRAM_ID: z.string().min(1).optional(),
  /** Set both to sell attraction and tour tickets from an OCTO-standard supplier. */
  OCTO_URL: z.string().url().optional(),
  OCTO_API_KEY: z.string().min(1).optional(),
  /** Attempts at provisioning before an order is flagged for a refund. */
  PROVISION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  /** Shares rate-limit counters between API processes; without it each process counts alone. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  /** Prefix of every key Tern writes to Redis, so deployments can share one server. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('tern:'),
  /** A Frankfurter-compatible service (ECB rates); a daily job stores them. Unset: the seed's rates. */
  FX_URL: z.string().url().optional(),
  /** OpenWeatherMap key (server side only). Unset: clearly labelled sample weather. */
  OPENWEATHER_API_KEY: z.string().min(1).optional(),
  /** Only for tests against a local fake OpenWeatherMap. */
  OPENWEATHER_URL: z.string().url().optional(),
  /** A LibreTranslate server. Unset: the offline travel phrasebook. */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  /** Set both to unlock the custom itinerary by linking Instagram (OAuth); unset: by e-mail sign-in. */
  INSTAGRAM_APP_ID: z.string().trim().min(1).optional(),
  INSTAGRAM_APP_SECRET: z.string().trim().min(1).optional(),
  /** Instagram's hosts; only tests change them, to point at a local fake. */
  INSTAGRAM_AUTH_URL: z.string().url().default('https://www.instagram.com'),
  INSTAGRAM_API_URL: z.string().url().default('https://api.instagram.com'),
  INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.instagram.com'),
});

/** Rules across variables, checked with the rest so every problem is listed at once. */
const EnvSchema = ConfigSchema.refine(
  (c) => c.HEADERS_TIMEOUT_SECONDS <= c.REQUEST_TIMEOUT_SECONDS,
  {
    error: 'HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS',
    path: ['HEADERS_TIMEOUT_SECONDS'],
  },
)
  .refine((c) => !c.OCTO_URL === !c.OCTO_API_KEY, {
    // One without the other is a half-finished set-up, not a request for the built-in catalogue.
    error: 'OCTO_URL and OCTO_API_KEY must be set together',
    path: ['OCTO_URL'],
  })
  .refine((c) => !c.INSTAGRAM_APP_ID === !c.INSTAGRAM_APP_SECRET, {
    error: 'INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET must be set together',
    path: ['INSTAGRAM_APP_ID'],
  })
  .refine(
    // The built-in key is known to all; only a shop on this machine (npm start) may rely on it.
    (c) =>
      c.ESIM_CODE_KEYS !== undefined ||
      c.NODE_ENV !== 'production' ||
      isLocalShop(c.PUBLIC_WEB_URL),
    {
      error:
        'ESIM_CODE_KEYS is required in production: id:base64key of 32 random bytes (openssl rand -base64 32)',
      path: ['ESIM_CODE_KEYS'],
    },
  );

const splitList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const TRUST_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify's trustProxy takes it (a hop count or a list); undefined when invalid. */
export function parseTrustProxy(value: string): number | string[] | undefined {
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (TRUST_PRESETS.has(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || extra !== undefined) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : undefined;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  /** The hops whose X-Forwarded-For is believed when the request carries forwardSecret. */
  trustProxy: number | string[];
  /** Undefined: no forwarder can prove itself, and only load balancers are believed. */
  forwardSecret: string | undefined;
  /** Hops whose X-Forwarded-For is believed without the secret. */
  trustLoadBalancers: string[];
  port: number;
  /** Node's headersTimeout and requestTimeout, and Fastify's connectionTimeout (idle socket). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  logLevel: string;
  databaseUrl: string | undefined;
  /** PGlite directory; undefined means in memory (tests). */
  pgliteDir: string | undefined;
  databasePoolSize: number;
  paymentGateway: 'sandbox' | 'stripe';
  catalogueCacheSeconds: number;
  authSecret: string;
  sessionDays: number;
  /**
   * Seal eSIM activation codes at rest (modules/esim-secrets); the first seals, all open. The
   * built-in local key when ESIM_CODE_KEYS is unset (development, tests, a shop on this machine).
   */
  esimCodeKeys: SealingKey[];
  /** Made admins at start (lowercased). */
  adminEmails: string[];
  /**
   * Where `npm run admin` leaves role changes for a running store on the embedded database, which
   * only one process may open (modules/admin/role-inbox.ts); undefined with DATABASE_URL or in tests.
   */
  roleInboxDir: string | undefined;
  smtpUrl: string | undefined;
  publicWebUrl: string;
  esimProvider: { url: string; apiKey: string } | undefined;
  provisionMaxAttempts: number;
  /** Unset: the built-in lounge and fast-track catalogue. */
  dragonPass: { url: string; apiKey: string; programId: string } | undefined;
  /** Unset: the built-in attraction catalogue. */
  octo: { url: string; apiKey: string } | undefined;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  jobsEnabled: boolean;
  jobLeaseSeconds: number;
  /** The usage job's sweep period (USAGE_POLL_SECONDS), in ms. */
  usagePollMs: number;
  /** USAGE_READS_PER_MINUTE: the usage job's provider budget. */
  usageReadsPerMinute: number;
  simulatorStock: number;
  /** Where mail goes without SMTP (DATA_DIR/outbox). */
  outboxDir: string;
  /**
   * Session cookies get Secure and the __Host- prefix when the storefront is served over HTTPS
   * in production; a local `npm start` on http://localhost keeps a plain cookie.
   */
  secureCookies: boolean;
  /**
   * The outbox can be read through the API (for the web's /dev/mailbox page) only when mail is
   * not really sent and the shop is served on this machine (http, a loopback host); the route
   * also checks that the visitor is on this machine.
   */
  devMailbox: boolean;
  /**
   * The built-in eSIM simulator can be told to install an eSIM and how fast it uses data (the
   * dev-only control route), only with the simulator and a shop served on this machine.
   */
  simulatorControl: boolean;
  /** Rate limits are counted in this Redis when set, in each process's memory otherwise. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Frankfurter-compatible rates service for the daily fx job; undefined uses the seed's snapshot. */
  fxUrl: string | undefined;
  openWeather: { apiKey: string; url: string | undefined } | undefined;
  translate: { url: string; apiKey: string | undefined } | undefined;
  /** Unset: the custom itinerary is unlocked by signing in with an e-mail instead. */
  instagram: InstagramConfig | undefined;
};

export interface InstagramConfig {
  appId: string;
  /** Sent to Instagram's token endpoint only; never logged, never in an answer. */
  appSecret: string;
  authUrl: string;
  apiUrl: string;
  graphUrl: string;
}

/** Parses the environment once at start-up and fails with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  if (c.PAYMENT_GATEWAY === 'stripe' && (!c.STRIPE_SECRET_KEY || !c.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  - PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (c.NODE_ENV === 'production' && !c.FORWARD_SECRET) {
    // Without it every visitor the web server forwards counts as the web server itself.
    console.warn(
      'FORWARD_SECRET is not set: X-Forwarded-For from TRUST_PROXY hops is not believed, so rate limits count the web server, not its visitors.',
    );
  }
  if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
    // A per-process secret would make codes issued by one API process fail on another.
    console.warn('AUTH_SECRET is not set: using a random one for this process only.');
  }
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    trustProxy: parseTrustProxy(c.TRUST_PROXY)!,
    forwardSecret: c.FORWARD_SECRET,
    trustLoadBalancers: c.TRUST_LOAD_BALANCERS
      ? (parseTrustProxy(c.TRUST_LOAD_BALANCERS) as string[])
      : [],
    port: c.PORT,
    headersTimeoutMs: c.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: c.REQUEST_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: c.IDLE_TIMEOUT_SECONDS * 1000,
    logLevel: c.LOG_LEVEL,
    databaseUrl: c.DATABASE_URL,
    pgliteDir: resolve(c.DATA_DIR, 'pglite'),
    databasePoolSize: c.DATABASE_POOL_SIZE,
    paymentGateway: c.PAYMENT_GATEWAY,
    catalogueCacheSeconds: c.CATALOGUE_CACHE_SECONDS,
    authSecret: c.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    sessionDays: c.SESSION_DAYS,
    esimCodeKeys: c.ESIM_CODE_KEYS ? parseCodeKeys(c.ESIM_CODE_KEYS).keys : [localCodeKey()],
    adminEmails: [...new Set(splitList(c.ADMIN_EMAILS).map((email) => EmailSchema.parse(email)))],
    roleInboxDir: c.DATABASE_URL ? undefined : resolve(c.DATA_DIR, 'role-inbox'),
    smtpUrl: c.SMTP_URL,
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: c.STRIPE_SECRET_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET,
            apiUrl: c.STRIPE_API_URL,
          }
        : undefined,
    esimProvider:
      c.ESIM_PROVIDER_URL && c.ESIM_PROVIDER_API_KEY
        ? { url: c.ESIM_PROVIDER_URL, apiKey: c.ESIM_PROVIDER_API_KEY }
        : undefined,
    provisionMaxAttempts: c.PROVISION_MAX_ATTEMPTS,
    dragonPass:
      c.DRAGONPASS_URL && c.DRAGONPASS_API_KEY && c.DRAGONPASS_PROGRAM_ID
        ? {
            url: c.DRAGONPASS_URL,
            apiKey: c.DRAGONPASS_API_KEY,
            programId: c.DRAGONPASS_PROGRAM_ID,
          }
        : undefined,
    octo: c.OCTO_URL && c.OCTO_API_KEY ? { url: c.OCTO_URL, apiKey: c.OCTO_API_KEY } : undefined,
    publicWebUrl: c.PUBLIC_WEB_URL.replace(/\/+$/, ''),
    jobsEnabled: c.JOBS_ENABLED === 'true',
    jobLeaseSeconds: c.JOB_LEASE_SECONDS,
    usagePollMs: c.USAGE_POLL_SECONDS * 1000,
    usageReadsPerMinute: c.USAGE_READS_PER_MINUTE,
    simulatorStock: c.SIMULATOR_STOCK,
    outboxDir: resolve(c.DATA_DIR, 'outbox'),
    secureCookies: c.NODE_ENV === 'production' && c.PUBLIC_WEB_URL.startsWith('https:'),
    devMailbox: !c.SMTP_URL && isLocalShop(c.PUBLIC_WEB_URL),
    simulatorControl:
      !(c.ESIM_PROVIDER_URL && c.ESIM_PROVIDER_API_KEY) && isLocalShop(c.PUBLIC_WEB_URL),
    redisUrl: c.REDIS_URL,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    fxUrl: c.FX_URL,
    openWeather: c.OPENWEATHER_API_KEY
      ? { apiKey: c.OPENWEATHER_API_KEY, url: c.OPENWEATHER_URL }
      : undefined,
    translate: c.TRANSLATE_URL ? { url: c.TRANSLATE_URL, apiKey: c.TRANSLATE_API_KEY } : undefined,
    instagram:
      c.INSTAGRAM_APP_ID && c.INSTAGRAM_APP_SECRET
        ? {
            appId: c.INSTAGRAM_APP_ID,
            appSecret: c.INSTAGRAM_APP_SECRET,
            authUrl: c.INSTAGRAM_AUTH_URL.replace(/\/+$/, ''),
            apiUrl: c.INSTAGRAM_API_URL.replace(/\/+$/, ''),
            graphUrl: c.INSTAGRAM_GRAPH_URL.replace(/\/+$/, ''),
          }
        : undefined,
  };
}

/**
 * A shop on this machine: plain http on localhost (or a *.localhost name, RFC 6761) or a loopback
 * address. Anything else is reachable by others, and its mail must not be readable on the web.
 */
export function isLocalShop(publicWebUrl: string): boolean {
  const url = new URL(publicWebUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return (
    url.protocol === 'http:' &&
    (host === 'localhost' ||
      host.endsWith('.localhost') ||
      host === '::1' ||
      (isIP(host) === 4 && host.startsWith('127.')))
  );
}

/** Configuration for tests: in-memory PGlite unless a database URL is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    pgliteDir: undefined,
    roleInboxDir: undefined,
    ...overrides,
  };
}
