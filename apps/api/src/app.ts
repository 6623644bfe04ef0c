import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAuth } from './modules/accounts/auth';
import { sessionCookieName } from './modules/accounts/session-tokens';
import { catalogueRoutes } from './modules/catalog/catalog.routes';
import { createCatalogueService } from './modules/catalog/catalog.service';
import { createCatalogueStore } from './modules/catalog/catalog.store';
import { currencyRoutes } from './modules/currency/currency.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { PROVISION_ESIM, SEND_RECEIPT } from './modules/fulfilment/job-kinds';
import { provisionEsimHandler } from './modules/fulfilment/provision-esim';
import { sendReceiptHandler } from './modules/fulfilment/send-receipt';
import { healthRoutes } from './modules/health/health.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { createPaymentsService } from './modules/orders/payments.service';
import { stripeRoutes } from './modules/orders/stripe.routes';
import { createStripePayments } from './modules/orders/stripe-payments';
import { settingsRoutes } from './modules/settings/settings.routes';
import {
  registerUtilityRoutes,
  scheduleUtilityJobs,
  type UtilityProviders,
  utilityJobHandlers,
} from './modules/utilities/utilities';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id';
import { registerSiteResolution } from './plugins/site';
import { createEsimGoProvider } from './providers/esim/esim-go';
import type { EsimProvider } from './providers/esim/esim-provider';
import { createSimulatorProvider } from './providers/esim/simulator';
import type { GeocodeProvider } from './providers/geocode/geocode';
import { createOfflineGeocoder } from './providers/geocode/offline-geocoder';
import type { Mailer } from './providers/mail/mailer';
import { createOutboxMailer, createSmtpMailer } from './providers/mail/outbox-mailer';
import { createStripeGateway } from './providers/payments/stripe-gateway';

export interface AppDependencies {
  database: DatabaseHandle;
  geocoder?: GeocodeProvider;
  mailer?: Mailer;
  esimProvider?: EsimProvider;
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
    // Browsers reach the API through the web server on this machine; trust the address it forwards.
    trustProxy: ['127.0.0.1', '::1'],
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerRequestIdHeader(app);
  registerSiteResolution(app, deps.database.db);
  await registerOpenApi(app);
  await app.register(cookie);
  await registerRateLimits(app, config);

  const store = createCatalogueStore(deps.database.db, config.catalogueCacheSeconds);
  const geocoder = deps.geocoder ?? createOfflineGeocoder();
  const catalogue = createCatalogueService(store, geocoder);
  const mailer =
    deps.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.outboxDir));
  const db = deps.database.db;
  const esimProvider =
    deps.esimProvider ??
    (config.esimProvider
      ? createEsimGoProvider(db, {
          baseUrl: config.esimProvider.url,
          apiKey: config.esimProvider.apiKey,
        })
      : createSimulatorProvider(db));
  const orders = createOrdersService({ db, store, config, provider: esimProvider });
  const accounts = createAccountsService({
    db,
    mailer,
    authSecret: config.authSecret,
    sessionDays: config.sessionDays,
    onAccountSignIn: orders.mergeGuestOrders,
  });
  const jobs = createJobRunner({
    db,
    leaseMs: config.jobLeaseSeconds * 1000,
    log: app.log,
    handlers: {
      [PROVISION_ESIM]: provisionEsimHandler({ db, provider: esimProvider, store }),
      [SEND_RECEIPT]: sendReceiptHandler({ db, mailer, store, publicWebUrl: config.publicWebUrl }),
      ...utilityJobHandlers(db, config),
    },
  });
  app.decorate('jobs', jobs);
  scheduleUtilityJobs(app, db, config);
  app.addHook('onClose', () => jobs.stop());
  const payments = createPaymentsService({
    db,
    onPaid: () => jobs.wake(),
    provisionMaxAttempts: config.provisionMaxAttempts,
  });
  const { secureCookies } = config;
  const auth = createAuth(accounts, sessionCookieName(secureCookies));

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { database: deps.database });
      await v1.register(catalogueRoutes, { catalogue });
      await v1.register(currencyRoutes, { store });
      await v1.register(settingsRoutes, { catalogue, config });
      await v1.register(accountsRoutes, { accounts, auth, secureCookies });
      await v1.register(ordersRoutes, { db, auth, orders, payments });
      await registerUtilityRoutes(v1, {
        db,
        config,
        store,
        geocoder,
        providers: deps.utilities ?? {},
      });
      // Only where mail stays on this machine and the shop is not public: elsewhere a 404.
      if (config.devMailbox) await v1.register(devMailboxRoutes, { outboxDir: config.outboxDir });
      if (config.stripe) {
        const stripe = createStripePayments({
          db,
          gateway: createStripeGateway(config.stripe),
          onPaid: () => jobs.wake(),
        });
        await v1.register(stripeRoutes, { auth, stripe });
      }
    },
    { prefix: '/v1' },
  );
  return app;
}
