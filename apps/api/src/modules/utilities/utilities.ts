import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import { createEcbRates } from '../../providers/fx/ecb-rates';
import { createSnapshotRates } from '../../providers/fx/snapshot-rates';
import type { GeocodeProvider } from '../../providers/geocode/geocode';
import { createLibreTranslate } from '../../providers/translate/libretranslate';
import { createPhrasebookTranslator } from '../../providers/translate/phrasebook-provider';
import type { TranslateProvider } from '../../providers/translate/translate-provider';
import { createOpenWeatherMap } from '../../providers/weather/openweathermap';
import { createSampleWeather } from '../../providers/weather/sample-weather';
import type { WeatherProvider } from '../../providers/weather/weather-provider';
import type { CatalogueStore } from '../catalog/catalog.store';
import { devicesRoutes } from '../devices/devices.routes';
import { fxRoutes } from '../fx/fx.routes';
import { createFxService } from '../fx/fx.service';
import {
  REFRESH_FX_RATES,
  refreshFxRatesHandler,
  scheduleStartupFxRefresh,
} from '../fx/refresh-rates';
import { geocodeRoutes } from '../geocode/geocode.routes';
import { translateRoutes } from '../translate/translate.routes';
import { weatherRoutes } from '../weather/weather.routes';

export interface UtilityProviders {
  weather?: WeatherProvider;
  translator?: TranslateProvider;
}

/** The travel utilities' job handlers: the daily fx refresh when FX_URL is set. */
export function utilityJobHandlers(db: Database, config: Config): Record<string, JobHandler> {
  return config.fxUrl
    ? { [REFRESH_FX_RATES]: refreshFxRatesHandler({ db, fxUrl: config.fxUrl }) }
    : {};
}

/** Starts the daily fx chain once the app is ready (a second start the same day adds nothing). */
export function scheduleUtilityJobs(app: FastifyInstance, db: Database, config: Config): void {
  if (config.fxUrl) app.addHook('onReady', () => scheduleStartupFxRefresh(db, new Date()));
}

/** fx, weather, translate, reverse geocoding and the eSIM device check, each with its provider. */
export async function registerUtilityRoutes(
  v1: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    store: CatalogueStore;
    geocoder: GeocodeProvider;
    providers: UtilityProviders;
  },
): Promise<void> {
  const { db, config, providers } = deps;
  const fx = createFxService(
    createSnapshotRates(deps.store),
    config.fxUrl ? createEcbRates(db) : undefined,
  );
  const weather =
    providers.weather ??
    (config.openWeather
      ? createOpenWeatherMap({ apiKey: config.openWeather.apiKey, baseUrl: config.openWeather.url })
      : createSampleWeather());
  const translator =
    providers.translator ??
    (config.translate ? createLibreTranslate(config.translate) : createPhrasebookTranslator());
  await v1.register(fxRoutes, { fx });
  await v1.register(weatherRoutes, { weather });
  await v1.register(translateRoutes, {
    translator,
    providerName: config.translate ? 'libretranslate' : 'phrasebook',
  });
  await v1.register(geocodeRoutes, { geocoder: deps.geocoder });
  await v1.register(devicesRoutes);
}
