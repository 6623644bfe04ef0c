import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { catalogueRoutes } from './modules/catalog/catalog.routes';
import { createCatalogueService } from './modules/catalog/catalog.service';
import { createCatalogueStore } from './modules/catalog/catalog.store';
import { currencyRoutes } from './modules/currency/currency.routes';
import { healthRoutes } from './modules/health/health.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id';
import { registerSiteResolution } from './plugins/site';
import type { GeocodeProvider } from './providers/geocode/geocode';
import { createOfflineGeocoder } from './providers/geocode/offline-geocoder';

export interface AppDependencies {
  database: DatabaseHandle;
  geocoder?: GeocodeProvider;
}

/** Builds the API without listening, so tests can `inject` requests into it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Each log line carries reqId, the same id the response returns in x-request-id.
    genReqId: generateRequestId,
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerRequestIdHeader(app);
  registerSiteResolution(app, deps.database.db);
  await registerOpenApi(app);

  const store = createCatalogueStore(deps.database.db, config.catalogueCacheSeconds);
  const catalogue = createCatalogueService(store, deps.geocoder ?? createOfflineGeocoder());

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { database: deps.database });
      await v1.register(catalogueRoutes, { catalogue });
      await v1.register(currencyRoutes, { store });
      await v1.register(settingsRoutes, { catalogue, config });
    },
    { prefix: '/v1' },
  );
  return app;
}
