import type { OrderLineKind } from '@tern/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JobHandler } from '../jobs/runner';
import { attractionTicketRoutes } from '../products/attraction-ticket/attraction-ticket.routes';
import type { TicketBookings } from '../products/attraction-ticket/ticket-bookings';
import type { EsimPlanOf } from '../products/esim-plan/esim-history';
import { esimPlanRoutes } from '../products/esim-plan/esim-plan.routes';
import type { AirportPasses } from '../products/lounge-pass/airport-passes';
import { loungePassRoutes } from '../products/lounge-pass/lounge-pass.routes';
import type { OrderReader } from '../products/product-kind';
import type { Providers } from '../providers/registry';
import { accountsRoutes } from './accounts/accounts.routes';
import type { AccountsService } from './accounts/accounts.service';
import type { Auth } from './accounts/auth';
import { adminRoutes } from './admin/admin.routes';
import { attractionsRoutes } from './attractions/attractions.routes';
import type { AttractionsService } from './attractions/attractions.service';
import { catalogueRoutes } from './catalog/catalog.routes';
import type { CatalogueService } from './catalog/catalog.service';
import type { CatalogueStore } from './catalog/catalog.store';
import { currencyRoutes } from './currency/currency.routes';
import { devMailboxRoutes } from './dev-mailbox/dev-mailbox.routes';
import type { EsimCodes } from './esim-secrets/esim-codes';
import { simulatorControlRoutes, usageCallbackRoutes } from './esim-usage/esim-usage.routes';
import { healthRoutes } from './health/health.routes';
import { instaLinksRoutes } from './itineraries/insta-links.routes';
import { itinerariesRoutes } from './itineraries/itineraries.routes';
import { createItinerariesService } from './itineraries/itineraries.service';
import { itineraryPlanRoutes } from './itineraries/itinerary-plan.routes';
import type { ItineraryPlanner } from './itineraries/planner';
import { instagramRoutes } from './itineraries/unlock/instagram.routes';
import { createInstagramLinking } from './itineraries/unlock/instagram-link';
import type { ItineraryUnlocks } from './itineraries/unlock/itinerary-unlocks';
import { itineraryUnlockRoutes } from './itineraries/unlock/unlock.routes';
import { loungesRoutes } from './lounges/lounges.routes';
import type { LoungesService } from './lounges/lounges.service';
import { mapRoutes } from './maps/maps.routes';
import type { OrderLifecycle } from './orders/lifecycle/order-lifecycle';
import { ordersRoutes } from './orders/orders.routes';
import type { OrdersService } from './orders/orders.service';
import { sandboxRoutes } from './payments/sandbox.routes';
import type { SandboxPayments } from './payments/sandbox-payments';
import { stripeRoutes } from './payments/stripe.routes';
import type { StripePayments } from './payments/stripe-payments';
import { promotionsRoutes } from './promotions/promotions.routes';
import type { PromotionsService } from './promotions/promotions.service';
import { settingsRoutes } from './settings/settings.routes';
import { registerUtilityRoutes, type UtilityProviders } from './utilities/utilities';

/** Everything the route modules are given, built once in app.ts. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  providers: Providers;
  store: CatalogueStore;
  catalogue: CatalogueService;
  accounts: AccountsService;
  auth: Auth;
  orders: OrdersService;
  promotions: PromotionsService;
  /** The order lifecycle, for the back office's refund of a line. */
  lifecycle: OrderLifecycle;
  /** Runs a queued job at once (the job runner's runNow). */
  runJobNow: (kind: string, key: string) => Promise<void>;
  airportPasses: AirportPasses;
  ticketBookings: TicketBookings;
  /** Each kind whose lines deliver an eSIM, with the plan it delivers. */
  esimPlans: Partial<Record<OrderLineKind, EsimPlanOf>>;
  /** Seals and opens eSIM activation codes (a reissued code is sealed). */
  esimCodes: EsimCodes;
  attractions: AttractionsService;
  /** Plans a trip day by day (POST /v1/itineraries/plan; saved plans and shares re-plan with it). */
  itineraryPlanner: ItineraryPlanner;
  /** The custom itinerary's lock; its requireItineraryUnlock guards the routes it unlocks. */
  itineraryUnlocks: ItineraryUnlocks;
  /** What product kinds read of orders. */
  orderReader: OrderReader;
  lounges: LoungesService;
  utilityProviders: UtilityProviders;
  sandbox: SandboxPayments;
  stripe: StripePayments | undefined;
}

/** Job handlers by kind, for the durable runner. */
export type JobHandlers = Record<string, JobHandler>;

/** Every /v1 module, in one list; a module that is switched off by configuration says so. */
export async function registerModules(v1: FastifyInstance, s: AppServices): Promise<void> {
  const db = s.database.db;
  await v1.register(healthRoutes, { database: s.database });
  await v1.register(catalogueRoutes, { catalogue: s.catalogue });
  await v1.register(currencyRoutes, { store: s.store });
  await v1.register(settingsRoutes, { catalogue: s.catalogue, config: s.config });
  await v1.register(accountsRoutes, {
    accounts: s.accounts,
    auth: s.auth,
    secureCookies: s.config.secureCookies,
  });
  await v1.register(ordersRoutes, { auth: s.auth, orders: s.orders });
  await v1.register(promotionsRoutes, { auth: s.auth, promotions: s.promotions });
  await v1.register(sandboxRoutes, { auth: s.auth, sandbox: s.sandbox });
  await v1.register(loungesRoutes, { lounges: s.lounges });
  await v1.register(attractionTicketRoutes, { auth: s.auth, bookings: s.ticketBookings });
  await v1.register(attractionsRoutes, { attractions: s.attractions, store: s.store });
  await v1.register(itineraryPlanRoutes, {
    planner: s.itineraryPlanner,
    unlocks: s.itineraryUnlocks,
  });
  await v1.register(itinerariesRoutes, {
    auth: s.auth,
    unlocks: s.itineraryUnlocks,
    itineraries: createItinerariesService({
      db,
      planner: s.itineraryPlanner,
      publicWebUrl: s.config.publicWebUrl,
    }),
  });
  await v1.register(instaLinksRoutes, { db });
  await v1.register(itineraryUnlockRoutes, { auth: s.auth, unlocks: s.itineraryUnlocks });
  await v1.register(instagramRoutes, {
    auth: s.auth,
    linking:
      s.providers.social &&
      createInstagramLinking({
        db,
        provider: s.providers.social,
        unlocks: s.itineraryUnlocks,
        publicWebUrl: s.config.publicWebUrl,
      }),
  });
  await v1.register(mapRoutes);
  await registerUtilityRoutes(v1, {
    db,
    config: s.config,
    store: s.store,
    geocoder: s.providers.geocoder,
    providers: s.utilityProviders,
  });
  await v1.register(loungePassRoutes, { auth: s.auth, passes: s.airportPasses });
  await v1.register(esimPlanRoutes, {
    db,
    auth: s.auth,
    store: s.store,
    provider: s.providers.esim,
    codes: s.esimCodes,
    orders: s.orderReader,
    plans: s.esimPlans,
  });
  if (s.config.esimProvider)
    await v1.register(usageCallbackRoutes, { db, apiKey: s.config.esimProvider.apiKey });
  if (s.config.simulatorControl) await v1.register(simulatorControlRoutes, { db });
  await v1.register(adminRoutes, {
    prefix: '/admin',
    db,
    auth: s.auth,
    store: s.store,
    orders: s.orders,
    lifecycle: s.lifecycle,
    runJobNow: s.runJobNow,
  });
  // Only where mail stays on this machine and the shop is not public: elsewhere a 404.
  if (s.config.devMailbox) await v1.register(devMailboxRoutes, { outboxDir: s.config.outboxDir });
  if (s.stripe) await v1.register(stripeRoutes, { auth: s.auth, stripe: s.stripe });
}
