import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  isolatesWindow,
  mapTileSource,
  nonceInjector,
  PERMISSIONS_POLICY,
  securityHeaders,
} from './security-headers.mjs';

type Headers = Record<string, string>;

function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * The Mozilla HTTP Observatory's scoring (its published rules: a base of 100, penalties and
 * bonuses per test, bonuses only once the score is 90 or more), for the tests a response's
 * headers decide. Redirection to HTTPS is the load balancer's, and no page sets a cookie (the
 * session cookie is the API's: HttpOnly, Secure, SameSite on https), so both score 0.
 */
function observatory(headers: Headers): { score: number; grade: string; results: string[] } {
  const results: [string, number][] = [];
  const csp = headers['content-security-policy'];
  if (!csp) {
    results.push(['csp-not-implemented', -25]);
  } else {
    const d = parseCsp(csp);
    const fallback = (name: string) => d.get(name) ?? d.get('default-src') ?? ['*'];
    const script = fallback('script-src');
    const style = fallback('style-src');
    const usesNonceOrHash = script.some((s) => /^'(nonce|sha(256|384|512))-/.test(s));
    const strictDynamic = script.includes("'strict-dynamic'");
    const unsafe = (sources: string[]) =>
      sources.some((s) => ["'unsafe-inline'", 'data:', '*', 'http:', 'https:'].includes(s));
    const scriptUnsafe =
      (unsafe(script) && !(usesNonceOrHash && script.includes("'unsafe-inline'"))) ||
      script.some((s) => s.startsWith('http://'));
    const objectUnsafe = unsafe(fallback('object-src'));
    const baseMissing = !d.has('base-uri');
    if (scriptUnsafe || objectUnsafe) results.push(['csp-implemented-with-unsafe-inline', -20]);
    else if (script.includes("'unsafe-eval'"))
      results.push(['csp-implemented-with-unsafe-eval', -10]);
    else if (unsafe(style) || style.includes("'unsafe-inline'"))
      results.push(['csp-implemented-with-unsafe-inline-in-style-src-only', 0]);
    else if (d.get('default-src')?.join(' ') === "'none'")
      results.push(['csp-implemented-with-no-unsafe-default-src-none', 10]);
    else results.push(['csp-implemented-with-no-unsafe', 5]);
    if (baseMissing) results.push(['csp-base-uri-missing', -5]);
    if (!usesNonceOrHash && strictDynamic) results.push(['csp-strict-dynamic-without-nonce', -20]);
  }

  const hsts = headers['strict-transport-security'];
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? Number.NaN);
  if (!hsts) results.push(['hsts-not-implemented', -20]);
  else if (!(maxAge >= 15_768_000))
    results.push(['hsts-implemented-max-age-less-than-six-months', -10]);
  else results.push(['hsts-implemented-max-age-at-least-six-months', 0]);

  const xcto = headers['x-content-type-options'];
  if (xcto?.toLowerCase() === 'nosniff') results.push(['x-content-type-options-nosniff', 0]);
  else results.push(['x-content-type-options-not-implemented', -5]);

  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors && (ancestors.join(' ') === "'none'" || ancestors.join(' ') === "'self'")) {
    results.push(['x-frame-options-implemented-via-csp', 5]);
  } else if (/^(deny|sameorigin)$/i.test(headers['x-frame-options'] ?? '')) {
    results.push(['x-frame-options-sameorigin-or-deny', 0]);
  } else {
    results.push(['x-frame-options-not-implemented', -20]);
  }

  const referrer = headers['referrer-policy']?.toLowerCase();
  const privatePolicies = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
  ];
  if (!referrer) results.push(['referrer-policy-not-implemented', 0]);
  else if (privatePolicies.includes(referrer)) results.push(['referrer-policy-private', 5]);
  else results.push(['referrer-policy-unsafe', -5]);

  const acao = headers['access-control-allow-origin'];
  if (acao === '*')
    results.push(['cross-origin-resource-sharing-implemented-with-universal-access', -50]);
  else results.push(['cross-origin-resource-sharing-not-implemented', 0]);

  const penalties = results.reduce((sum, [, v]) => sum + Math.min(v, 0), 0);
  const bonuses = results.reduce((sum, [, v]) => sum + Math.max(v, 0), 0);
  let score = 100 + penalties;
  if (score >= 90) score += bonuses;
  const grades: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  const grade = grades.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, results: results.map(([name]) => name) };
}

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';

describe('the headers of every answer, graded as Mozilla Observatory does', () => {
  it('score A+ for a page served over https', () => {
    const graded = observatory(securityHeaders({ nonce: NONCE, https: true }) as Headers);
    expect(graded.results).toContain('x-frame-options-implemented-via-csp');
    expect(graded.results).toContain('referrer-policy-private');
    expect(graded.grade).toBe('A+');
    expect(graded.score).toBeGreaterThanOrEqual(100);
  });

  it('score A+ for an answer without a nonce (JSON, files) over https', () => {
    expect(observatory(securityHeaders({ https: true }) as Headers).grade).toBe('A+');
  });

  it('would not give A+ to weaker headers (the grader can fail)', () => {
    const good = securityHeaders({ nonce: NONCE, https: true }) as Headers;
    const withoutHsts = { ...good };
    delete withoutHsts['strict-transport-security'];
    expect(observatory(withoutHsts).grade).not.toBe('A+');
    const inlineScripts = {
      ...good,
      'content-security-policy': good['content-security-policy']!.replace(
        "script-src 'nonce-",
        "script-src 'unsafe-inline' http://cdn.example 'nonce-",
      ),
    };
    expect(observatory(inlineScripts).grade).not.toBe('A+');
    expect(observatory({ ...good, 'referrer-policy': 'unsafe-url' }).score).toBeLessThan(
      observatory(good).score,
    );
  });

  it('send HSTS only over https', () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('hold each value the issue asks for', () => {
    const headers = securityHeaders({ nonce: NONCE, https: true }) as Headers;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    const permissions = headers['permissions-policy']!.split(', ');
    expect(permissions).toContain('geolocation=(self)');
    expect(
      permissions.filter((p) => !p.startsWith('geolocation')).every((p) => p.endsWith('=()')),
    ).toBe(true);
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);

    const csp = parseCsp(headers['content-security-policy']!);
    const script = csp.get('script-src')!;
    expect(script).toContain(`'nonce-${NONCE}'`);
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    // Nothing but https sources: no http: or data: for scripts.
    expect(headers['content-security-policy']).not.toMatch(/http:\/\//);
  });

  it('allows the itinerary map’s tile host in img-src only when one is configured', () => {
    const img = (env: { NEXT_PUBLIC_MAP_TILE_URL?: string }) =>
      parseCsp(contentSecurityPolicy('n', env)).get('img-src')!;
    expect(img({}).some((s) => s.includes('openstreetmap'))).toBe(false);
    expect(
      img({ NEXT_PUBLIC_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
    ).toContain('https://tile.openstreetmap.org');
    expect(
      img({ NEXT_PUBLIC_MAP_TILE_URL: 'https://{s}.tiles.example.com:8443/{z}/{x}/{y}@2x.png' }),
    ).toContain('https://*.tiles.example.com:8443');
    // Not a tile template, or not https: nothing is added.
    for (const bad of [
      'https://tiles.example.com/map.png',
      'http://tiles.example/{z}/{x}/{y}.png',
      'not a url {z}{x}{y}',
    ]) {
      expect(img({ NEXT_PUBLIC_MAP_TILE_URL: bad })).toEqual(img({}));
    }
    expect(mapTileSource(undefined)).toBeNull();
  });

  it('has no nonce and no strict-dynamic without a nonce', () => {
    const script = parseCsp(contentSecurityPolicy(undefined)).get('script-src')!;
    expect(script.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(script).not.toContain("'strict-dynamic'");
  });

  it('keeps the opener policy on pages about the traveller, in every locale, and off public pages', () => {
    const personal = [
      '/esims/ord_1',
      '/passes/ord_1',
      '/tickets/ord_1',
      '/profile',
      '/checkout',
      '/checkout/ord_1',
      '/pay/sandbox/ord_1',
      '/sign-in',
      '/dev/mailbox',
      '/admin',
      '/admin/orders/ord_1',
      '/vi/admin/coupons',
      '/vi/esims/ord_1',
      '/vi/sign-in',
      '/PROFILE',
    ];
    for (const path of personal) expect(isolatesWindow(path), path).toBe(true);
    const publicPages = [
      '/',
      '/vi',
      '/esim-list',
      '/france-mobile-esim-plans',
      '/faq',
      '/vi/faq',
      '/adventure',
      '/events/eiffel-tower-summit',
    ];
    const lookalikes = [
      '/lounge/airport/Paris',
      '/checkouts-guide-mobile-esim-plans',
      '/signing',
      '/administration-mobile-esim-plans',
    ];
    for (const path of [...publicPages, ...lookalikes]) {
      expect(isolatesWindow(path), path).toBe(false);
    }
    expect(securityHeaders({ https: true })['cross-origin-opener-policy']).toBe('same-origin');
    expect(securityHeaders({ https: true, isolateWindow: false })).not.toHaveProperty(
      'cross-origin-opener-policy',
    );
  });
});

async function inject(chunks: string[], nonce = 'N0'): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => Buffer.from(c, 'utf8'))).pipe(
    nonceInjector(nonce),
  );
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('nonceInjector', () => {
  const page =
    '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/a.js"/><script src="/a.js" async=""></script></head>' +
    '<body><p>&lt;script&gt; Hà Nội</p><script>self.__next_f.push([1,"\\u003cscript"])</script><SCRIPT>x</SCRIPT><scripts></scripts></body></html>';
  const expected = page
    .replace('<link rel', '<link nonce="N0" rel')
    .replace('<script src', '<script nonce="N0" src')
    .replace('<script>self', '<script nonce="N0">self')
    .replace('<SCRIPT>', '<SCRIPT nonce="N0">');

  it('gives every <script> and <link> tag the nonce, and nothing else', async () => {
    expect(await inject([page])).toBe(expected);
  });

  it('finds tags split across chunks at every position, and keeps split characters whole', async () => {
    const bytes = Buffer.from(page, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const out: Buffer[] = [];
      const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(
        nonceInjector('N0'),
      );
      for await (const chunk of stream) out.push(chunk as Buffer);
      expect(Buffer.concat(out).toString('utf8'), `cut at ${cut}`).toBe(expected);
    }
  });

  it('handles one byte per chunk', async () => {
    expect(await inject([...page])).toBe(expected);
  });
});
