import { FORWARD_SECRET_HEADER } from '@tern/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDependencies, buildApp } from '../../src/app';
import { type Config, testConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createMemoryMailer } from '../../src/providers/mail/memory-mailer';
import { createTestDatabase } from './test-database';

/**
 * The web server's proof that its X-Forwarded-For may be believed (FORWARD_SECRET). t.get and
 * t.post call as the storefront does, so they send it; a test of a forged header calls inject.
 */
export const TEST_FORWARD_SECRET = 'test-forward-secret-of-at-least-32-characters';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every e-mail the app sent, newest last. */
  mailer: ReturnType<typeof createMemoryMailer>;
  /** POST JSON with the storefront's X-Site-Id and forwarding proof. */
  post(
    url: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** GET with the storefront's X-Site-Id and forwarding proof, parsed. */
  get<T = unknown>(
    url: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

const STOREFRONT_HEADERS = {
  'x-site-id': 'tern-web',
  [FORWARD_SECRET_HEADER]: TEST_FORWARD_SECRET,
};

/** One app on one fresh database per test file, closed after the file's tests. */
/** overrides may be a function, evaluated when the app is built (after earlier beforeAll hooks). */
export function useTestApp(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  /** Replacement providers, built once the file's database exists. */
  dependencies: (database: DatabaseHandle) => Partial<AppDependencies> = () => ({}),
): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.mailer = createMemoryMailer();
    context.app = await buildApp(
      testConfig({
        forwardSecret: TEST_FORWARD_SECRET,
        ...(typeof overrides === 'function' ? overrides() : overrides),
      }),
      {
        database: context.database,
        mailer: context.mailer,
        ...dependencies(context.database),
      },
    );
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  context.get = async (url, headers = {}) => {
    const options: InjectOptions = {
      method: 'GET',
      url,
      headers: { ...STOREFRONT_HEADERS, ...headers },
    };
    const response = await context.app.inject(options);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  context.post = (url, body, headers = {}) =>
    context.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { ...STOREFRONT_HEADERS, ...headers },
    });
  return context;
}
