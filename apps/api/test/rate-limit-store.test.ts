import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from './support/test-app';

/**
 * Login-code requests (limit: 5 a minute per address) alternated between two API instances, as a
 * load balancer would spread one client's requests over several processes.
 */
async function alternate(apps: [TestApp, TestApp], count: number, address: string) {
  const answers: { status: number; code?: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await apps[i % 2]!.post(
      '/v1/auth/login-code',
      { email: `traveller-${i}-${randomUUID().slice(0, 8)}@example.com` },
      { 'x-forwarded-for': address },
    );
    answers.push({ status: response.statusCode, code: response.json().error?.code });
  }
  return answers;
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits with REDIS_URL (TEST_REDIS_URL)', () => {
  // One prefix per run, so reruns and parallel suites never share counters.
  const shared = { redisUrl, redisKeyPrefix: `tern-test-${randomUUID()}:` };
  const first = useTestApp(shared);
  const second = useTestApp(shared);

  // Each process sees only three of the six requests: only a shared count reaches the limit.
  it('are shared by API processes: the 6th request across two of them is refused', async () => {
    const answers = await alternate([first, second], 6, '198.51.100.7');
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toEqual({ status: 429, code: 'RATE_LIMITED' });
  });

  it('count each address on its own', async () => {
    const answers = await alternate([first, second], 2, '198.51.100.8');
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
  });
});

describe('rate limits while Redis is down', () => {
  // Nothing listens on port 1: every Redis command fails at once.
  const app = useTestApp({ redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'tern-down:' });

  it('keep sign-in working and still limit each process', async () => {
    const answers = await alternate([app, app], 6, '198.51.100.10');
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toEqual({ status: 429, code: 'RATE_LIMITED' });
  });
});
