import { describe, expect, it } from 'vitest';
import { inlineCidImages } from './outbox-reader';

describe('inlineCidImages', () => {
  it('replaces cid: references with the matching data: URL and leaves unknown ones', () => {
    const images = new Map([['esim-qr', 'data:image/png;base64,AAAA']]);
    expect(inlineCidImages('<img src="cid:esim-qr" alt="QR"><img src=\'cid:other\'>', images)).toBe(
      '<img src="data:image/png;base64,AAAA" alt="QR"><img src=\'cid:other\'>',
    );
  });
});
