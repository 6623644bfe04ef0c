import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HYDRATED_EVENT as SENT_BY_THE_LAYOUT } from '../apps/web/src/features/layout/hydration-signal';
import { HOLD_UNTIL_HYDRATED, HYDRATED_EVENT } from './hold-until-hydrated.mjs';
import { paintFirst } from './paint-first.mjs';

async function rewrite(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(paintFirst());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const page =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script></head>' +
  '<body><p>Hà Nội &lt;script src=&quot;x&quot;&gt;</p><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/c.js" async=""></script><script src="https://js.stripe.com/v3" async=""></script></body></html>';

describe('paintFirst', () => {
  it('turns each Next chunk into a placeholder and adds one loader before the first', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')]);
    expect(html.match(/<script>\(function\(\)\{/g)).toHaveLength(1);
    expect(html.indexOf('<script>(function(){')).toBeLessThan(html.indexOf('data-after-paint'));
    for (const name of ['a', 'b', 'c']) {
      expect(html).toContain(
        `<script data-after-paint="/_next/static/chunks/${name}.js"></script>`,
      );
      expect(html).not.toContain(`src="/_next/static/chunks/${name}.js"`);
    }
    // Legacy, inline and outside scripts, and text that only looks like a tag, stay as they were.
    expect(html).toContain('<script src="/_next/static/chunks/p.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html).toContain('<script src="https://js.stripe.com/v3" async=""></script>');
    expect(html).toContain('<p>Hà Nội &lt;script src=&quot;x&quot;&gt;</p>');
  });

  it('gives the same page however the stream is split, even inside a tag', async () => {
    const whole = await rewrite([Buffer.from(page, 'utf8')]);
    const bytes = Buffer.from(page, 'utf8');
    for (const size of [1, 7, 31, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await rewrite(chunks)).toBe(whole);
    }
  });

  it('loads the placeholders’ scripts after the document is parsed and a frame is painted', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')]);
    const loader = html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>'));
    expect(loader).toContain("addEventListener('DOMContentLoaded'");
    expect(loader).toMatch(/requestAnimationFrame\(function\(\)\{waiting=/);
    // One script per task, so adding nine is nine short tasks rather than one long one.
    expect(loader).toMatch(/var p=waiting\.shift\(\);[\s\S]*setTimeout\(add,0\);\}/);
  });

  it('first holds taps and typing until the root layout says the page has hydrated', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')]);
    const loader = html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>'));
    expect(loader.startsWith(HOLD_UNTIL_HYDRATED)).toBe(true);
    expect(HOLD_UNTIL_HYDRATED).toContain(`addEventListener('${HYDRATED_EVENT}'`);
    expect(SENT_BY_THE_LAYOUT).toBe(HYDRATED_EVENT);
  });
});
