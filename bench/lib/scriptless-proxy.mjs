// The same pages with every script removed: a proxy in front of Tern's front server that strips
// each <script> element (inline or not, the flight data included) and every script preload from
// the HTML and passes everything else through. What the HTML, the CSS and the font path cost on
// their own — the "served with every script removed" row, measured beside the page.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/gi;
/** Compressed again as the front server would, so the simulated link carries the same bytes. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/i;

export function stripScripts(html) {
  return html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_PRELOAD, '');
}

/** Listens on `port` and answers every request from `target` (an origin), scripts removed. */
export async function startScriptlessProxy(target, port) {
  const server = createServer(async (req, res) => {
    try {
      const upstream = await fetch(new URL(req.url ?? '/', target), {
        headers: { 'accept-encoding': 'identity', 'user-agent': req.headers['user-agent'] ?? '' },
        redirect: 'manual',
      });
      const headers = Object.fromEntries(upstream.headers);
      delete headers['content-length'];
      delete headers['content-encoding'];
      delete headers['transfer-encoding'];
      const type = headers['content-type'] ?? '';
      let body = /^text\/html/i.test(type)
        ? Buffer.from(stripScripts(await upstream.text()))
        : Buffer.from(await upstream.arrayBuffer());
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(upstream.status, { ...headers, 'content-length': body.length });
      res.end(body);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
