// One HTTP request as raw bytes over a fresh socket, for inputs fetch refuses to send (bad
// methods, forged Host, broken framing). Reads until the server closes, or `timeoutMs`.
import { connect } from 'node:net';

/**
 * Sends `bytes` to host:port and resolves with the first answer's status (0 when the server
 * closed without one), headers (lower-cased) and body text, plus `timedOut`.
 */
export function rawRequest({ host, port }, bytes, { timeoutMs = 15_000 } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const chunks = [];
    let settled = false;
    const finish = (timedOut) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseAnswer(Buffer.concat(chunks).toString('latin1')), timedOut });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('error', () => finish(false));
  });
}

/** The first response in `text`: status, headers, body (not de-chunked). */
export function parseAnswer(text) {
  const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/.exec(text);
  if (!match) return { status: 0, headers: {}, body: '' };
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(match[0].length, end === -1 ? text.length : end);
  const headers = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(match[1]);
  const body = end === -1 ? '' : text.slice(end + 4);
  // A 100 Continue is followed by the real answer.
  if (status === 100 && body.startsWith('HTTP/1.')) return parseAnswer(body);
  return { status, headers, body };
}
