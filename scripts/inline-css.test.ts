import { Readable } from 'node:stream';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CSS_COOKIE,
  cachedCssIds,
  cssCache,
  cssId,
  inlineCss,
  withoutStylePreloads,
} from './inline-css.mjs';

const SITE = '/_next/static/chunks/1dnhr6rs0hq1l.css';
const CARDS = '/_next/static/chunks/3cg7uuy8n7ay0.css';
const FILES: Record<string, string> = {
  [SITE]: 'body{color:#0b1b33}.a::before{content:"→"}',
  [CARDS]: '.card{border-radius:1rem}',
};
const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page =
  `<!DOCTYPE html><html><head>${link(SITE)}${link(CARDS)}` +
  '<link rel="stylesheet" href="https://fonts.example/other.css"/></head>' +
  '<body><p>Hà Nội</p></body></html>';

/** The files as the front server holds them: UTF-8 bytes read as latin1, like the HTML stream. */
const asStreamText = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const loadFrom =
  (files: Record<string, string | undefined>) =>
  async (href: string): Promise<string | undefined> =>
    files[href] === undefined ? undefined : asStreamText(files[href]);

async function rewrite(
  chunks: Buffer[],
  { cached = new Set<string>(), loadCss = loadFrom(FILES) } = {},
): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(inlineCss({ cached, loadCss }));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

/**
 * The page's prefetch script run in a fake window: the two inlined sheets, a cookie, idle
 * callbacks run on demand and a PerformanceObserver that reports the paints it is told to.
 */
async function prefetchPage({ cookie = '' } = {}) {
  const html = await rewrite([Buffer.from(page, 'utf8')]);
  const scripts = html.match(/<script>([\s\S]*?)<\/script>/g) ?? [];
  const source = (scripts[0] ?? '').slice('<script>'.length, -'</script>'.length);
  const prefetched: { rel: string; as: string; href: string; onload?: () => void }[] = [];
  const idle: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  let reportPaint: ((list: unknown, self: unknown) => void) | undefined;
  const document = {
    readyState: 'interactive',
    cookie,
    querySelectorAll: () =>
      [SITE, CARDS].map((href) => ({
        getAttribute: (name: string) => (name === 'data-inlined-css' ? href : null),
      })),
    createElement: () => ({ rel: '', as: '', href: '' }),
    head: { appendChild: (link: (typeof prefetched)[number]) => prefetched.push(link) },
  };
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: unknown, self: unknown) => void) {
      reportPaint = callback;
    }
    observe() {}
  }
  const window = {
    document,
    location: { protocol: 'https:' },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    requestIdleCallback: (run: () => void) => idle.push(run),
    PerformanceObserver: FakeObserver,
  };
  runInContext(source, createContext({ ...window, window }));
  return {
    scripts,
    prefetched,
    document,
    load: () => {
      document.readyState = 'complete';
      for (const listener of onLoad.splice(0)) listener();
    },
    paint: (name: string) =>
      reportPaint?.(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (reportPaint = undefined) },
      ),
    idle: () => {
      for (const run of idle.splice(0)) run();
    },
  };
}

describe('inlineCss', () => {
  it('writes a first visit’s Next style sheets into the page, keeping each link disabled', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')]);
    expect(html).toContain(
      `<style data-inlined-css="${SITE}">${FILES[SITE]}</style>` +
        `<link rel="stylesheet" href="${SITE}" data-precedence="next" disabled=""/>`,
    );
    expect(html).toContain(`<style data-inlined-css="${CARDS}">${FILES[CARDS]}</style>`);
    // The order of the sheets, and so the cascade, is the page's.
    expect(html.indexOf(SITE)).toBeLessThan(html.indexOf(CARDS));
    // Only the site's own files: another host's style sheet stays a link.
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/other.css"/>');
    expect(html).toContain('<p>Hà Nội</p>');
  });

  it('adds one script that, after load and the first paint, prefetches the files and remembers them', async () => {
    const page = await prefetchPage({ cookie: `${CSS_COOKIE}=old1.old2` });
    expect(page.scripts).toHaveLength(1);
    // Load before the first paint (a small page on a busy phone): nothing yet, idle or not.
    page.load();
    page.idle();
    page.paint('first-paint');
    page.idle();
    expect(page.prefetched).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.prefetched).toEqual([]);
    page.idle();
    expect(page.prefetched.map(({ rel, as, href }) => ({ rel, as, href }))).toEqual([
      { rel: 'prefetch', as: 'style', href: SITE },
      { rel: 'prefetch', as: 'style', href: CARDS },
    ]);
    // Once a file has arrived, later pages link it.
    page.prefetched[1]?.onload?.();
    expect(page.document.cookie).toBe(
      `${CSS_COOKIE}=old1.old2.${cssId(CARDS)};path=/;max-age=31536000;samesite=lax;secure`,
    );
  });

  it('links the files the browser already holds, and adds no script when nothing is inlined', async () => {
    const some = await rewrite([Buffer.from(page, 'utf8')], { cached: new Set([cssId(SITE)]) });
    expect(some).toContain(link(SITE));
    expect(some).toContain(`<style data-inlined-css="${CARDS}">`);
    const none = await rewrite([Buffer.from(page, 'utf8')], {
      cached: new Set([cssId(SITE), cssId(CARDS)]),
    });
    expect(none).toBe(page);
  });

  it('keeps the link when the file cannot be had or cannot sit in a <style>', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')], {
      loadCss: loadFrom({ [SITE]: undefined, [CARDS]: '.x{}</style><script>alert(1)</script>' }),
    });
    expect(html).toBe(page);
  });

  it('gives the same page however the stream is split, even inside a tag', async () => {
    const whole = await rewrite([Buffer.from(page, 'utf8')]);
    const bytes = Buffer.from(page, 'utf8');
    for (const size of [1, 5, 29, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await rewrite(chunks)).toBe(whole);
    }
  });
});

describe('withoutStylePreloads', () => {
  const alternates =
    '<http://localhost:3000/sign-in>; rel="alternate"; hreflang="en", <http://localhost:3000/vi/sign-in>; rel="alternate"; hreflang="vi"';

  it('drops the preloads of the style sheets the page will carry, and nothing else', () => {
    const header = `${alternates}, </_next/static/chunks/1_k1uh.css>; rel=preload; as="style", </_next/static/chunks/a.js>; rel=preload; as="script"`;
    expect(withoutStylePreloads(header, new Set())).toBe(
      `${alternates}, </_next/static/chunks/a.js>; rel=preload; as="script"`,
    );
  });

  it('keeps the preload of a file the browser holds (the page links it) and of other sites’ sheets', () => {
    const held = '</_next/static/chunks/1_k1uh.css>; rel=preload; as="style"';
    const foreign = '<https://cdn.example/x.css>; rel=preload; as="style"';
    expect(withoutStylePreloads(`${held}, ${foreign}`, new Set(['1_k1uh']))).toBe(
      `${held}, ${foreign}`,
    );
  });

  it('leaves nothing when the header only preloaded inlined sheets', () => {
    const header =
      '</_next/static/chunks/a.css>; rel=preload; as="style", <http://localhost:3000/_next/static/chunks/b.css>; rel="preload"; as="style"';
    expect(withoutStylePreloads(header, new Set())).toBeUndefined();
  });
});

describe('the cookie and the cache', () => {
  it('reads the ids of the files the browser holds from the Cookie header', () => {
    expect(cachedCssIds(undefined)).toEqual(new Set());
    expect(cachedCssIds('a=1; tern-css=1dnhr6rs0hq1l.3cg7uuy8n7ay0; b=2')).toEqual(
      new Set(['1dnhr6rs0hq1l', '3cg7uuy8n7ay0']),
    );
    expect(cachedCssIds('not-tern-css=x')).toEqual(new Set());
    expect(cssId(SITE)).toBe('1dnhr6rs0hq1l');
  });

  it('fetches each file once, and tries again after a failure', async () => {
    const asked: string[] = [];
    let fail = true;
    const load = cssCache(async (href: string) => {
      asked.push(href);
      if (fail) throw new Error('upstream down');
      return 'body{}';
    });
    expect(await load(SITE)).toBeUndefined();
    fail = false;
    expect(await load(SITE)).toBe('body{}');
    expect(await load(SITE)).toBe('body{}');
    expect(asked).toEqual([SITE, SITE]);
  });
});
