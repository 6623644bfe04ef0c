import { describe, expect, it } from 'vitest';
import { isLocalShop, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('defaults to loopback: the web origin on this machine', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,2001:db8::/32,192.0.2.7')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
    ]);
  });

  it.each(['true', '*', 'everyone', '10.0.0.0/33', '300.1.1.1', '', 'loopback,'])(
    'refuses %j at start-up',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('request timeouts', () => {
  it('default to seconds, not minutes: 10 s for headers, 20 s for the whole request', () => {
    expect(loadConfig({})).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 20_000 });
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() =>
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '20' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS/);
  });
});

describe('USAGE_POLL_SECONDS (the eSIM usage sweep)', () => {
  it('sweeps once a minute unless set; tests may set a second', () => {
    expect(loadConfig({}).usagePollMs).toBe(60_000);
    expect(loadConfig({ USAGE_POLL_SECONDS: '1' }).usagePollMs).toBe(1000);
  });

  it.each(['0', '-5', '1.5', 'often'])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ USAGE_POLL_SECONDS: value })).toThrow(/USAGE_POLL_SECONDS/);
    expect(() => loadConfig({ USAGE_READS_PER_MINUTE: value })).toThrow(/USAGE_READS_PER_MINUTE/);
  });

  it('reads the provider at most 60 times a minute unless set', () => {
    expect(loadConfig({}).usageReadsPerMinute).toBe(60);
    expect(loadConfig({ USAGE_READS_PER_MINUTE: '150' }).usageReadsPerMinute).toBe(150);
  });
});

describe('forwarding proof', () => {
  it('takes a FORWARD_SECRET of 32 characters or more, and refuses a shorter one', () => {
    expect(loadConfig({ FORWARD_SECRET: 'f'.repeat(32) }).forwardSecret).toBe('f'.repeat(32));
    expect(() => loadConfig({ FORWARD_SECRET: 'short' })).toThrow(
      /FORWARD_SECRET must be at least 32 characters/,
    );
  });

  it('takes load balancers as a list, never a hop count or everyone', () => {
    expect(loadConfig({}).trustLoadBalancers).toEqual([]);
    expect(
      loadConfig({ TRUST_LOAD_BALANCERS: '10.0.0.0/8, 192.0.2.7' }).trustLoadBalancers,
    ).toEqual(['10.0.0.0/8', '192.0.2.7']);
    for (const value of ['2', '*', 'everyone']) {
      expect(() => loadConfig({ TRUST_LOAD_BALANCERS: value })).toThrow(/TRUST_LOAD_BALANCERS/);
    }
  });
});

describe('the dev mailbox is offered only by a shop on this machine', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://shop.localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://[::1]:3000', true],
    ['https://localhost:3000', false],
    ['http://shop.example.com', false],
    ['http://192.168.1.20:3000', false],
    ['http://localhost.example.com', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalShop(url)).toBe(local);
    expect(loadConfig({ PUBLIC_WEB_URL: url }).devMailbox).toBe(local);
  });

  it('and never where mail is really sent', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com' }).devMailbox).toBe(false);
  });
});

describe('the OCTO attraction supplier', () => {
  it('is configured by OCTO_URL and OCTO_API_KEY together, and absent without them', () => {
    expect(loadConfig({}).octo).toBeUndefined();
    expect(
      loadConfig({ OCTO_URL: 'https://octo.example.com/v1', OCTO_API_KEY: 'key-1' }).octo,
    ).toEqual({ url: 'https://octo.example.com/v1', apiKey: 'key-1' });
  });

  it.each([[{ OCTO_URL: 'https://octo.example.com' }], [{ OCTO_API_KEY: 'key-1' }]])(
    'refuses one without the other: %j',
    (env) => {
      expect(() => loadConfig(env)).toThrow(/OCTO_URL and OCTO_API_KEY must be set together/);
    },
  );

  it('refuses a URL that is not one', () => {
    expect(() => loadConfig({ OCTO_URL: 'octo', OCTO_API_KEY: 'key-1' })).toThrow(/OCTO_URL/);
  });
});

describe('Instagram (unlocks the custom itinerary)', () => {
  it('is configured by INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET together, on Instagram’s hosts', () => {
    expect(loadConfig({}).instagram).toBeUndefined();
    expect(
      loadConfig({ INSTAGRAM_APP_ID: '1234', INSTAGRAM_APP_SECRET: 'shh-secret' }).instagram,
    ).toEqual({
      appId: '1234',
      appSecret: 'shh-secret',
      authUrl: 'https://www.instagram.com',
      apiUrl: 'https://api.instagram.com',
      graphUrl: 'https://graph.instagram.com',
    });
  });

  it.each([[{ INSTAGRAM_APP_ID: '1234' }], [{ INSTAGRAM_APP_SECRET: 'shh-secret' }]])(
    'refuses one without the other, never showing the secret: %j',
    (env) => {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET must be set together/);
      expect(message).not.toContain('shh-secret');
    },
  );
});

describe('ADMIN_EMAILS', () => {
  it('is a comma-separated list of e-mails, lowercased, each once', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: ' Owner@Shop.example, ops@shop.example,owner@shop.example,' })
        .adminEmails,
    ).toEqual(['owner@shop.example', 'ops@shop.example']);
  });

  it('names the entry that is not an e-mail at start-up', () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'owner@shop.example, ops' })).toThrow(
      'ADMIN_EMAILS must be comma-separated e-mail addresses; "ops" is not one',
    );
  });

  it('has the command line reach a store on the embedded database through DATA_DIR only', () => {
    expect(loadConfig({ DATA_DIR: '/srv/tern' }).roleInboxDir).toBe('/srv/tern/role-inbox');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tern' }).roleInboxDir).toBeUndefined();
  });
});

describe('ESIM_CODE_KEYS (keys sealing eSIM activation codes)', () => {
  const key = Buffer.alloc(32, 7).toString('base64');

  it('takes id:base64key pairs, the first sealing new codes', () => {
    const config = loadConfig({
      ESIM_CODE_KEYS: `new:${key},old:${Buffer.alloc(32, 9).toString('base64')}`,
    });
    expect(config.esimCodeKeys.map((k) => k.id)).toEqual(['new', 'old']);
  });

  it('names what is wrong at start-up, never the key itself', () => {
    let message = '';
    try {
      loadConfig({ ESIM_CODE_KEYS: `a:${key},a:${key},b:${key.slice(0, 20)}` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('ESIM_CODE_KEYS key id "a" is listed twice');
    expect(message).toContain('ESIM_CODE_KEYS key "b" is 15 bytes; it must be 32');
    expect(message).not.toContain(key.slice(0, 20));
  });

  it('is required in production, except by a shop on this machine (npm start)', () => {
    const production = { NODE_ENV: 'production', PUBLIC_WEB_URL: 'https://shop.example.com' };
    expect(() => loadConfig(production)).toThrow(/ESIM_CODE_KEYS is required in production/);
    expect(loadConfig({ ...production, ESIM_CODE_KEYS: `k1:${key}` }).esimCodeKeys).toHaveLength(1);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_WEB_URL: 'http://localhost:3000' }).esimCodeKeys,
    ).toEqual([expect.objectContaining({ id: 'local' })]);
    expect(loadConfig({}).esimCodeKeys.map((k) => k.id)).toEqual(['local']);
  });
});
