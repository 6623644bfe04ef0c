import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRequestBody } from './request-body.mjs';

/** A request whose body arrives as `chunks`, then ends (or, with `end: false`, stalls). */
function request(method: string, headers: Record<string, string>, chunks: string[], end = true) {
  const stream = new PassThrough();
  Object.assign(stream, { method, headers, socket: { destroy: () => stream.destroy() } });
  for (const chunk of chunks) stream.write(chunk);
  if (end) stream.end();
  return stream as unknown as IncomingMessage;
}

describe('the request body', () => {
  it('is read whole when under the limit', async () => {
    const req = request('POST', { 'content-length': '7' }, ['{"a":', '1}']);
    expect(await readRequestBody(req, 10)).toEqual({ body: Buffer.from('{"a":1}') });
  });

  it('is none without Content-Length or Transfer-Encoding', async () => {
    expect(await readRequestBody(request('GET', {}, []), 10)).toEqual({ body: undefined });
  });

  it('is refused 413 when declared over the limit, or when a chunked one grows past it', async () => {
    expect(await readRequestBody(request('POST', { 'content-length': '11' }, []), 10)).toEqual({
      refuse: 413,
    });
    const chunked = request('POST', { 'transfer-encoding': 'chunked' }, ['123456', '78901']);
    expect(await readRequestBody(chunked, 10)).toEqual({ refuse: 413 });
  });

  it('is refused 400 with a Content-Length that is not a number, or on a GET', async () => {
    expect(await readRequestBody(request('POST', { 'content-length': '1e3' }, []), 10)).toEqual({
      refuse: 400,
    });
    const get = request('GET', { 'content-length': '2' }, ['{}']);
    expect(await readRequestBody(get, 10)).toEqual({ refuse: 400 });
  });

  it('is gone when the connection closes before the end', async () => {
    const req = request('POST', { 'content-length': '9' }, ['{"a"'], false);
    const read = readRequestBody(req, 10);
    (req as unknown as PassThrough).destroy();
    expect(await read).toEqual({ gone: true });
  });
});
