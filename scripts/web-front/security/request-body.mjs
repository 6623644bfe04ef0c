// @ts-check
// The request body is read here, whole, before Next sees the request: Next and the API would
// answer a body over the API's limit, or a GET with a body, with a 500 or a reset.

/** The same limit as the API's bodyLimit. */
export const BODY_LIMIT = 64 * 1024;
/** A refused body is read (and thrown away) up to this, so the client sees the 413 rather than a reset. */
const DRAIN_LIMIT = 1024 * 1024;

/**
 * @typedef {{ body: Buffer | undefined }} Body `undefined`: the request has none.
 * @typedef {{ refuse: 400 | 413 }} Refusal
 * @typedef {{ gone: true }} Gone The connection closed (or timed out and was answered) first.
 */

/** @param {import('node:http').IncomingMessage} req */
function drain(req) {
  let drained = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) req.socket.destroy();
  });
  req.resume();
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | 'too large' | 'gone'>}
 */
function collect(req, limit) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    /** @param {Buffer | 'too large' | 'gone'} result */
    const finish = (result) => {
      done = true;
      resolve(result);
    };
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        drain(req);
        finish('too large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => done || finish(Buffer.concat(chunks)));
    req.on('error', () => done || finish('gone'));
    req.on('close', () => done || finish('gone'));
  });
}

/**
 * Reads the body up to `limit`, or says why the request is refused (a body over the limit is
 * read away, so the 413 reaches the client; its answer should close the connection).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Body | Refusal | Gone>}
 */
export async function readRequestBody(req, limit = BODY_LIMIT) {
  const declared = req.headers['content-length'];
  if (declared !== undefined && !/^\d+$/.test(declared)) return { refuse: 400 };
  if (Number(declared ?? 0) > limit) {
    drain(req);
    return { refuse: 413 };
  }
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) {
    return { body: undefined };
  }
  const body = await collect(req, limit);
  if (body === 'gone') return { gone: true };
  if (body === 'too large') return { refuse: 413 };
  // Next would fail on a body with GET; nothing legitimate sends one.
  if ((req.method === 'GET' || req.method === 'HEAD') && body.length > 0) return { refuse: 400 };
  return { body: body.length > 0 ? body : undefined };
}
