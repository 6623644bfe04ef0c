import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { scheduleAtStart } from './jobs/queue';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAuth } from './modules/accounts/auth';
import { registerSessionGuard } from './modules/accounts/session-guard';
import { sessionCookieName } from './modules/accounts/session-tokens';
import { registerBackOffice } from './modules/admin/back-office';
import { createAttractionsService } from './modules/attractions/attractions.service';
import { createCatalogueService } from './modules/catalog/catalog.service';
import { createCatalogueStore } from './modules/catalog/catalog.store';
import { createEsimCodes } from './modules/esim-secrets/esim-codes';
import {
  RESEAL_ESIM_CODES,
  resealCodesHandler,
  scheduleCodeResealing,
} from './modules/esim-secrets/reseal-codes';
import { esimAlertHandler } from './modules/esim-usage/alert-mail';
import {
  READ_ESIM_USAGE,
  readUsageHandler,
  scheduleUsageSweep,
} from './modules/esim-usage/read-usage';
import { REFUND_TOP_UPS, refundTopUpsHandler } from './modules/esim-usage/refund-top-ups';
import { SEND_ESIM_ALERT } from './modules/esim-usage/usage-store';
import { fulfilLineHandler } from './modules/fulfilment/fulfil-line';
import { refundNoticeHandler } from './modules/fulfilment/refund-notice';
import { sendReceiptHandler } from './modules/fulfilment/send-receipt';
import { createItineraryPlanner } from './modules/itineraries/planner';
import {
  createItineraryUnlocks,
  type ItineraryUnlocks,
} from './modules/itineraries/unlock/itinerary-unlocks';
import { createLoungesService } from './modules/lounges/lounges.service';
import { expireOrderHandler } from './modules/orders/expire-order';
import {
  EXPIRE_ORDER,
  FULFIL_LINE,
  REFUND_NOTICE,
  REFUND_PAYMENT,
  SEND_RECEIPT,
} from './modules/orders/job-kinds';
import {
  createOrderLifecycle,
  type OrderLifecycle,
} from './modules/orders/lifecycle/order-lifecycle';
import { createOrderReader } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { refundPaymentHandler } from './modules/payments/refund-payment';
import { createSandboxPayments } from './modules/payments/sandbox-payments';
import { createStripePayments } from './modules/payments/stripe-payments';
import { createCodeAttempts } from './modules/promotions/code-attempts';
import { createPromotionsService } from './modules/promotions/promotions.service';
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
import { REDACTED_LOG_PATHS, serializeRequest } from './plugins/log-redaction';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSiteResolution } from './plugins/site';
import { registerUntrustedTextChecks } from './plugins/untrusted-text';
import { createAttractionTicketKind } from './products/attraction-ticket/attraction-ticket-kind';
import { freeDataPlanOf } from './products/attraction-ticket/ticket-booking';
import { createTicketBookings } from './products/attraction-ticket/ticket-bookings';
import { planOf } from './products/esim-plan/esim-delivery';
import { createEsimPlanKind } from './products/esim-plan/esim-plan-kind';
import { createEsimTopupKind } from './products/esim-topup/esim-topup-kind';
import { createAirportPasses } from './products/lounge-pass/airport-passes';
import { createAirportServiceKind } from './products/lounge-pass/lounge-pass-kind';
import { createProductRegistry } from './products/registry';
import type { AttractionProvider } from './providers/attractions/attraction-provider';
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
  attractionProvider?: AttractionProvider;
  /** Replacement weather/translation providers (tests). */
  utilities?: UtilityProviders;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs; server.ts starts polling, tests call runDue(). */
    jobs: JobRunner;
    /** The order lifecycle, for tests that drive a transition no route offers (giving up). */
    orderLifecycle: OrderLifecycle;
    /** The custom itinerary's lock, for tests of requireItineraryUnlock. */
    itineraryUnlocks: ItineraryUnlocks;
  }
}

/** Builds the API without listening, so tests can `inject` requests into it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
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
    attractions: deps.attractionProvider,
  });
  const store = createCatalogueStore(db, config.catalogueCacheSeconds);
  const catalogue = createCatalogueService(store, providers.geocoder);
  // Seals eSIM activation codes at rest; opened only to show them to their owner.
  const esimCodes = createEsimCodes(config.esimCodeKeys);
  // The product kinds checkout sells; each new kind is one more entry.
  const airportKind = { db, provider: providers.lounges, secret: config.authSecret };
  // Each kind whose lines deliver an eSIM, with the plan it delivers (history, top-ups, alerts).
  const esimPlans = { esim_plan: planOf, attraction_ticket: freeDataPlanOf };
  const kinds = createProductRegistry([
    createEsimPlanKind({ db, store, provider: providers.esim, codes: esimCodes }),
    createEsimTopupKind({ db, store, provider: providers.esim, plans: esimPlans }),
    createAirportServiceKind('lounge_pass', airportKind),
    createAirportServiceKind('fast_track', airportKind),
    createAttractionTicketKind({
      db,
      provider: providers.attractions,
      store,
      esim: providers.esim,
      codes: esimCodes,
      secret: config.authSecret,
    }),
  ]);
  const orderReader = createOrderReader(db);
  const airportPasses = createAirportPasses({ db, orders: orderReader, secret: config.authSecret });
  const ticketBookings = createTicketBookings({
    codes: esimCodes,
    db,
    orders: orderReader,
    secret: config.authSecret,
  });
  // The job runner is built after the lifecycle it runs jobs for: the lifecycle wakes it.
  let jobs: JobRunner | undefined;
  const lifecycle = createOrderLifecycle({
    db,
    kinds,
    fulfilMaxAttempts: config.provisionMaxAttempts,
    onJobs: () => jobs?.wake(),
  });
  const codeAttempts = createCodeAttempts(db);
  const orders = createOrdersService({
    db,
    store,
    config,
    kinds,
    lifecycle,
    codeAttempts,
    runJobNow: (kind, key) => jobs?.runNow(kind, key) ?? Promise.resolve(),
  });
  const promotions = createPromotionsService({ db, store, orders, codeAttempts });
  const accounts = createAccountsService({
    db,
    mailer: providers.mailer,
    authSecret: config.authSecret,
    sessionDays: config.sessionDays,
    onAccountSignIn: orders.mergeGuestOrders,
  });
  const auth = createAuth(accounts, sessionCookieName(config.secureCookies));
  const { mailer } = providers;
  jobs = createJobRunner({
    db,
    leaseMs: config.jobLeaseSeconds * 1000,
    log: app.log,
    handlers: {
      [FULFIL_LINE]: fulfilLineHandler({ db, kinds, lifecycle }),
      [SEND_RECEIPT]: sendReceiptHandler({
        db,
        mailer,
        kinds,
        store,
        publicWebUrl: config.publicWebUrl,
        lifecycle,
      }),
      [REFUND_PAYMENT]: refundPaymentHandler({ db, gateways: providers.payments, lifecycle }),
      [REFUND_NOTICE]: refundNoticeHandler({ db, mailer, store, kinds }),
      [EXPIRE_ORDER]: expireOrderHandler(lifecycle),
      [READ_ESIM_USAGE]: readUsageHandler({
        db,
        provider: providers.esim,
        everyMs: config.usagePollMs,
        readsPerMinute: config.usageReadsPerMinute,
        log: app.log,
      }),
      [REFUND_TOP_UPS]: refundTopUpsHandler({ db, orders }),
      [SEND_ESIM_ALERT]: esimAlertHandler({
        db,
        mailer,
        publicWebUrl: config.publicWebUrl,
        plans: esimPlans,
      }),
      ...kinds.jobHandlers(),
      [RESEAL_ESIM_CODES]: resealCodesHandler({ db, codes: esimCodes, log: app.log }),
      ...utilityJobHandlers(db, config),
    },
  });
  app.decorate('jobs', jobs);
  app.decorate('orderLifecycle', lifecycle);
  const itineraryUnlocks = createItineraryUnlocks({
    db,
    store,
    auth,
    instagramConfigured: config.instagram !== undefined,
  });
  app.decorate('itineraryUnlocks', itineraryUnlocks);
  scheduleUtilityJobs(app, db, config);
  // The usage sweep's chain: one job per sweep slot, so every process names the same one.
  scheduleAtStart(app, 'eSIM usage sweep', () =>
    scheduleUsageSweep(db, Date.now(), config.usagePollMs),
  );
  // Codes stored in plain text or under a retired key are sealed under the current one.
  scheduleAtStart(app, 'activation code re-sealing', () => scheduleCodeResealing(db, esimCodes));
  app.addHook('onClose', () => jobs?.stop());
  const payments = { db, lifecycle };

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
  const attractions = createAttractionsService({ db, provider: providers.attractions, store });
  await registerOpenApi(app);
  await app.register(cookie);
  registerSessionGuard(app, { auth, publicWebUrl: config.publicWebUrl });
  registerBackOffice(app, { db, config });
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
        promotions,
        lifecycle,
        runJobNow: (kind, key) => jobs?.runNow(kind, key) ?? Promise.resolve(),
        airportPasses,
        ticketBookings,
        esimPlans,
        esimCodes,
        orderReader,
        attractions,
        itineraryPlanner: createItineraryPlanner({
          store,
          attractionProvider: providers.attractions,
          attractions,
          lounges: providers.lounges,
        }),
        itineraryUnlocks,
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
