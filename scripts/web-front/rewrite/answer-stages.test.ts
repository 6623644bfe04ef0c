import type { OutgoingHttpHeaders } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerStages } from './answer-stages.mjs';

const CSS = '/_next/static/chunks/site.css';
const page =
  '<!DOCTYPE html><html><head>' +
  `<link rel="stylesheet" href="${CSS}" data-precedence="next"/>` +
  '<script src="/_next/static/chunks/main.js" async=""></script></head>' +
  '<body><h1>Hà Nội</h1></body></html>';

const options = {
  scriptsAfterPaint: true,
  inlineStyles: true,
  loadCss: async (href: string) => (href === CSS ? 'h1{color:red}' : undefined),
};

/** The answer's body after its stages, and its headers as the stages left them. */
async function rewrite(
  body: string,
  {
    contentType = 'text/html; charset=utf-8',
    headers = {} as OutgoingHttpHeaders,
    nonce = 'N0' as string | undefined,
    hasBody = true,
    requestHeaders = {} as { cookie?: string; 'accept-encoding'?: string },
    with: overrides = {},
  } = {},
) {
  const stages = answerStages(
    { headers, contentType, nonce, hasBody, requestHeaders },
    { ...options, ...overrides },
  );
  const out: Buffer[] = [];
  const sink = new PassThrough().on('data', (chunk: Buffer) => out.push(chunk));
  await pipeline([Readable.from([Buffer.from(body, 'utf8')]), ...stages, sink]);
  return { stages, headers, bytes: Buffer.concat(out) };
}

describe('a page on its way out', () => {
  it('gets its style sheets inline, its scripts after the first paint, and the nonce on every tag', async () => {
    const { bytes, headers } = await rewrite(page, {
      headers: { etag: '"x"', 'content-length': '300', 'last-modified': 'Mon' },
    });
    const html = bytes.toString('utf8');
    expect(html).toContain(`<style data-inlined-css="${CSS}">h1{color:red}</style>`);
    expect(html).toContain('data-after-paint="/_next/static/chunks/main.js"');
    expect(html).not.toMatch(/<script src=/);
    for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? [])
      expect(tag).toContain('nonce="N0"');
    expect(html).toContain('Hà Nội');
    // Rewritten per answer: no validators or length of Next's copy.
    expect(headers).toEqual({ vary: 'Accept-Language, Cookie, Accept-Encoding' });
  });

  it('links the style sheets the browser holds, and says the page varies with that cookie', async () => {
    const { bytes, headers } = await rewrite(page, {
      headers: { link: `<${CSS}>; rel=preload; as="style"`, vary: 'RSC' },
      requestHeaders: { cookie: 'tern-css=site' },
    });
    expect(bytes.toString('utf8')).not.toContain('<style');
    expect(headers.link).toBe(`<${CSS}>; rel=preload; as="style"`);
    expect(headers.vary).toBe('RSC, Accept-Language, Cookie, Accept-Encoding');
    const firstVisit = await rewrite(page, {
      headers: { link: `<${CSS}>; rel=preload; as="style"` },
    });
    expect(firstVisit.headers).not.toHaveProperty('link');
  });

  it('keeps Next’s scripts and sheets as they are when switched off, but never the nonce', async () => {
    const { bytes } = await rewrite(page, {
      with: { scriptsAfterPaint: false, inlineStyles: false },
    });
    const html = bytes.toString('utf8');
    expect(html).toContain('<script nonce="N0" src="/_next/static/chunks/main.js" async="">');
    expect(html).toContain(`<link nonce="N0" rel="stylesheet" href="${CSS}"`);
  });

  it('is compressed with Brotli where the browser takes it, else gzip', async () => {
    const br = await rewrite(page, { requestHeaders: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toContain('</html>');
    const gzip = await rewrite(page, { requestHeaders: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toContain('nonce="N0"');
  });

  it('has no stages for a HEAD answer, and the same headers as the page', async () => {
    const head = await rewrite(page, {
      hasBody: false,
      headers: { link: `<${CSS}>; rel=preload; as="style"` },
      requestHeaders: { 'accept-encoding': 'br' },
    });
    expect(head.stages).toEqual([]);
    expect(head.headers).toEqual({ vary: 'Accept-Language, Cookie, Accept-Encoding' });
  });
});

describe('other answers', () => {
  it('compress JSON and SVG untouched otherwise, and pass images as they are', async () => {
    const json = await rewrite('{"a":"<script>"}', {
      contentType: 'application/json',
      nonce: undefined,
      requestHeaders: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(json.bytes).toString('utf8')).toBe('{"a":"<script>"}');
    const png = await rewrite('PNG', {
      contentType: 'image/png',
      nonce: undefined,
      requestHeaders: { 'accept-encoding': 'br' },
    });
    expect(png.stages).toEqual([]);
    expect(png.headers).toEqual({});
  });

  it('are not compressed twice', async () => {
    const { stages } = await rewrite('x', {
      contentType: 'application/javascript',
      nonce: undefined,
      headers: { 'content-encoding': 'br' },
      requestHeaders: { 'accept-encoding': 'br' },
    });
    expect(stages).toEqual([]);
  });
});
