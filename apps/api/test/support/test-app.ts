import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, testConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** GET with the storefront's X-Site-Id, parsed. */
  get<T = unknown>(
    url: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

/** One app on one fresh database per test file, closed after the file's tests. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await buildApp(testConfig(overrides), { database: context.database });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  context.get = async (url, headers = {}) => {
    const options: InjectOptions = {
      method: 'GET',
      url,
      headers: { 'x-site-id': 'tern-web', ...headers },
    };
    const response = await context.app.inject(options);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return context;
}
