import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressor } from './compress.mjs';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['x-unknown', 'identity'],
    [undefined, 'identity'],
  ])('answers %j with %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressor', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends each chunk as soon as it is written (%s)', async (encoding, decompress) => {
    const stream = compressor(encoding);
    const firstOut = new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.write('<!DOCTYPE html><html><head>');
    // The first bytes arrive before the rest of the page is written.
    const first = await firstOut;
    expect(first.length).toBeGreaterThan(0);
    const rest: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => rest.push(chunk));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    Readable.from(['<body>Hà Nội</body></html>']).pipe(stream);
    await ended;
    expect(decompress(Buffer.concat([first, ...rest])).toString('utf8')).toBe(
      '<!DOCTYPE html><html><head><body>Hà Nội</body></html>',
    );
  });
});
