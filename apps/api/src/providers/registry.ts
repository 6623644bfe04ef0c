import type { Config } from '../config';
import type { Database } from '../db/client';
import { heldInSlot } from '../products/lounge-pass/capacity';
import type { AttractionProvider } from './attractions/attraction-provider';
import { createBuiltInAttractionProvider } from './attractions/built-in/built-in-provider';
import { createOctoProvider } from './attractions/octo/octo-provider';
import { createEsimGoProvider } from './esim/esim-go';
import type { EsimProvider } from './esim/esim-provider';
import { createSimulatorProvider } from './esim/simulator';
import type { GeocodeProvider } from './geocode/geocode';
import { createOfflineGeocoder } from './geocode/offline-geocoder';
import { createBuiltInLoungeProvider } from './lounges/built-in/built-in-provider';
import { createDragonPassProvider } from './lounges/dragonpass/dragonpass-provider';
import type { LoungeProvider } from './lounges/lounge-provider';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer, createSmtpMailer } from './mail/outbox-mailer';
import { createPaymentGateways, type PaymentGateways } from './payments/payment-gateways';
import { createInstagramProvider } from './social/instagram';
import type { SocialSignInProvider } from './social/social-provider';

/** The outside world, each chosen by configuration; tests pass their own instead. */
export interface Providers {
  geocoder: GeocodeProvider;
  mailer: Mailer;
  esim: EsimProvider;
  payments: PaymentGateways;
  lounges: LoungeProvider;
  attractions: AttractionProvider;
  /** Unset without INSTAGRAM_APP_ID: signing in with an e-mail unlocks the same (built in). */
  social: SocialSignInProvider | undefined;
}

export function createProviders(
  config: Config,
  db: Database,
  given: Partial<Omit<Providers, 'payments' | 'social'>> = {},
): Providers {
  return {
    geocoder: given.geocoder ?? createOfflineGeocoder(),
    mailer:
      given.mailer ??
      (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.outboxDir)),
    esim:
      given.esim ??
      (config.esimProvider
        ? createEsimGoProvider(db, {
            baseUrl: config.esimProvider.url,
            apiKey: config.esimProvider.apiKey,
          })
        : createSimulatorProvider(db)),
    payments: createPaymentGateways(config),
    lounges:
      given.lounges ??
      (config.dragonPass
        ? createDragonPassProvider(config.dragonPass)
        : createBuiltInLoungeProvider((resourceId, date, slot) =>
            heldInSlot(db, { resourceId, date, slot }),
          )),
    attractions:
      given.attractions ??
      (config.octo ? createOctoProvider(config.octo) : createBuiltInAttractionProvider()),
    social: config.instagram ? createInstagramProvider(config.instagram) : undefined,
  };
}
