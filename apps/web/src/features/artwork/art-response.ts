import 'server-only';
import { ART_CACHE_CONTROL, artNotFound, svgResponse } from './svg-response';

/** Rendered WebPs kept in memory: a page shows a handful, and each render takes ~20 ms. */
const KEPT = 128;
const rendered = new Map<string, Promise<Buffer>>();

/** The WebP of an SVG, rendered once (sharp, loaded only when a WebP is first asked for). */
function webpOf(svg: string): Promise<Buffer> {
  let webp = rendered.get(svg);
  if (!webp) {
    webp = import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer(),
    );
    rendered.set(svg, webp);
    if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value as string);
    webp.catch(() => rendered.delete(svg));
  }
  return webp;
}

/**
 * One art file: `name.svg` is the SVG itself, `name.webp` the same picture as a WebP, which is
 * what pages show (components/ui/raster-src.ts): an SVG <img> is a document the browser builds
 * on the page's main thread. `render` turns an `.svg` file name into the SVG, or null when the
 * name is unknown (a 404 either way).
 */
export async function artFileResponse(
  file: string,
  render: (svgFile: string) => string | null | Promise<string | null>,
): Promise<Response> {
  const asWebp = file.endsWith('.webp');
  const svg = await render(asWebp ? `${file.slice(0, -'.webp'.length)}.svg` : file);
  if (!svg) return artNotFound();
  if (!asWebp) return svgResponse(svg);
  return new Response(new Uint8Array(await webpOf(svg)), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': ART_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  });
}
