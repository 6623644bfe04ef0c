import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAuth } from './modules/accounts/auth';
import { registerSessionGuard } from './modules/accounts/session-guard';
import { sessionCookieName } from './modules/accounts/session-tokens';
import { createCatalogueService } from './modules/catalog/catalog.service';
import { createCatalogueStore } from './modules/catalog/catalog.store';
import { fulfilLineHandler } from './modules/fulfilment/fulfil-line';
import {
  FULFIL_LINE,
  REFUND_NOTICE,
  REFUND_ORDER,
  SEND_RECEIPT,
} from './modules/fulfilment/job-kinds';
import { refundNoticeHandler, refundOrderHandler } from './modules/fulfilment/refund-order';
import { sendReceiptHandler } from './modules/fulfilment/send-receipt';
import { createLoungesService } from './modules/lounges/lounges.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createSandboxPayments } from './modules/payments/sandbox-payments';
import { createStripePayments } from './modules/payments/stripe-payments';
import { registerModules } from './modules/registry';
import {
  scheduleUtilityJobs,
  type UtilityProviders,
  utilityJobHandlers,
} from './modules/utilities/utilities';
import { registerClientAddress, trustedHops } from './plugins/client-address';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { answerClientError, httpServerOptions, refuseTunnels } from './plugins/http-server';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSiteResolution } from './plugins/site';
import { registerUntrustedTextChecks } from './plugins/untrusted-text';
import { createEsimPlanKind } from './products/esim-plan/esim-plan-kind';
import {
  AIRPORT_CANCEL_NOTICE,
  airportCancelNoticeHandler,
  createAirportPasses,
} from './products/lounge-pass/airport-passes';
import { createAirportServiceKind } from './products/lounge-pass/lounge-pass-kind';
import { createProductRegistry } from './products/registry';
import type { EsimProvider } from './providers/esim/esim-provider';
import type { GeocodeProvider } from './providers/geocode/geocode';
import type { LoungeProvider } from './providers/lounges/lounge-provider';
import type { Mailer } from './providers/mail/mailer';
import { createProviders } from './providers/registry';

export interface AppDependencies {
  database: DatabaseHandle;
  geocoder?: GeocodeProvider;
  mailer?: Mailer;
  esimProvider?: EsimProvider;
  loungeProvider?: LoungeProvider;
  /** Replacement weather/translation providers (tests). */
  utilities?: UtilityProviders;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs; server.ts starts polling, tests call runDue(). */
    jobs: JobRunner;
  }
}

/** Builds the API without listening, so tests can `inject` requests into it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Each log line carries reqId, the same id the response returns in x-request-id.
    genReqId: generateRequestId,
    bodyLimit: 64 * 1024,
    // Only the configured hops may say who the client is (X-Forwarded-For), and proxies only
    // with proof (plugins/client-address.ts). Anyone else never changes a rate-limit bucket.
    trustProxy: trustedHops(config),
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply),
    clientErrorHandler: answerClientError,
    ...httpServerOptions(config),
  });
  refuseTunnels(app.server);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = deps.database.db;
  const providers = createProviders(config, db, {
    geocoder: deps.geocoder,
    mailer: deps.mailer,
    esim: deps.esimProvider,
    lounges: deps.loungeProvider,
  });
  const store = createCatalogueStore(db, config.catalogueCacheSeconds);
  const catalogue = createCatalogueService(store, providers.geocoder);
  // The product kinds checkout sells; each new kind is one more entry.
  const airportKind = { db, provider: providers.lounges, secret: config.authSecret };
  const kinds = createProductRegistry([
    createEsimPlanKind({ db, store, provider: providers.esim }),
    createAirportServiceKind('lounge_pass', airportKind),
    createAirportServiceKind('fast_track', airportKind),
  ]);
  const airportPasses = createAirportPasses({
    ...airportKind,
    gateways: providers.payments,
    store,
  });
  const orders = createOrdersService({ db, store, config, kinds });
  const accounts = createAccountsService({
    db,
    mailer: providers.mailer,
    authSecret: config.authSecret,
    sessionDays: config.sessionDays,
    onAccountSignIn: orders.mergeGuestOrders,
  });
  const auth = createAuth(accounts, sessionCookieName(config.secureCookies));
  const { mailer } = providers;
  const jobs = createJobRunner({
    db,
    leaseMs: config.jobLeaseSeconds * 1000,
    log: app.log,
    handlers: {
      [FULFIL_LINE]: fulfilLineHandler({ db, kinds }),
      [SEND_RECEIPT]: sendReceiptHandler({
        db,
        mailer,
        kinds,
        store,
        publicWebUrl: config.publicWebUrl,
      }),
      [REFUND_ORDER]: refundOrderHandler({ db, gateways: providers.payments, kinds }),
      [REFUND_NOTICE]: refundNoticeHandler({ db, mailer, store }),
      [AIRPORT_CANCEL_NOTICE]: airportCancelNoticeHandler({ db, mailer, store }),
      ...utilityJobHandlers(db, config),
    },
  });
  app.decorate('jobs', jobs);
  scheduleUtilityJobs(app, db, config);
  app.addHook('onClose', () => jobs.stop());
  const payments = {
    db,
    onPaid: () => jobs.wake(),
    fulfilMaxAttempts: config.provisionMaxAttempts,
  };

  // First: every later hook and the rate limiter read request.ip.
  registerClientAddress(app, config);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerUntrustedTextChecks(app);
  registerRequestIdHeader(app);
  registerSiteResolution(app, db);
  registerIdempotency(app, {
    db,
    scopeOf: async (request) => (await auth.requireUser(request)).id,
  });
  await registerOpenApi(app);
  await app.register(cookie);
  registerSessionGuard(app, { auth, publicWebUrl: config.publicWebUrl });
  await registerRateLimits(app, config);
  await app.register(
    (v1) =>
      registerModules(v1, {
        config,
        database: deps.database,
        providers,
        store,
        catalogue,
        accounts,
        auth,
        orders,
        airportPasses,
        utilityProviders: deps.utilities ?? {},
        lounges: createLoungesService({
          provider: providers.lounges,
          store,
          secret: config.authSecret,
        }),
        sandbox: createSandboxPayments({
          ...payments,
          gateway: providers.payments.get('sandbox'),
        }),
        stripe: config.stripe
          ? createStripePayments({ ...payments, gateway: providers.payments.get('stripe') })
          : undefined,
      }),
    { prefix: '/v1' },
  );
  return app;
}
