/*
 * A small Web Mercator for the day maps: the projection map tiles use, so an optional tile
 * layer lines up with the SVG drawn over it. No map library: a day map is a few points and an
 * outline.
 */

/** [longitude, latitude] in degrees. */
export type LonLat = readonly [number, number];

/** Web Mercator's limit: the square world ends here. */
const MAX_LATITUDE = 85.05112878;
export const TILE_SIZE = 256;
export const MAX_TILE_ZOOM = 18;

/** A point as a fraction of the square world: x 0 at 180°W, y 0 at the top. */
export function toWorld([lon, lat]: LonLat): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [(lon + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** What the map shows: world point (left, top) at pixel (0, 0), `scale` pixels per world unit. */
export interface MapView {
  width: number;
  height: number;
  left: number;
  top: number;
  scale: number;
}

/**
 * The view that fits `points` into width × height with `padding` pixels round it. A day's
 * stops a street apart would zoom in absurdly far: the view spans at least `minSpanDegrees`.
 */
export function fitView(
  points: readonly LonLat[],
  { width, height }: { width: number; height: number },
  { padding = 28, minSpanDegrees = 0.04 } = {},
): MapView {
  const world = points.map(toWorld);
  const xs = world.map(([x]) => x);
  const ys = world.map(([, y]) => y);
  const [minX, maxX] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
  const [minY, maxY] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 1];
  const minSpan = minSpanDegrees / 360;
  const spanX = Math.max(maxX - minX, minSpan);
  const spanY = Math.max(maxY - minY, minSpan);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return {
    width,
    height,
    scale,
    left: centreX - width / 2 / scale,
    top: centreY - height / 2 / scale,
  };
}

/** A point's pixel position in the view, to a tenth of a pixel. */
export function project(view: MapView, point: LonLat): [number, number] {
  const [x, y] = toWorld(point);
  const round = (n: number) => Math.round(n * 10) / 10;
  return [round((x - view.left) * view.scale), round((y - view.top) * view.scale)];
}

/** SVG path data of closed rings (a country's outline). */
export function ringsPath(view: MapView, rings: readonly (readonly LonLat[])[]): string {
  return rings
    .filter((ring) => ring.length > 2)
    .map((ring) => `M${ring.map((p) => project(view, p).join(' ')).join('L')}Z`)
    .join('');
}

/** The tile zoom whose pixels are at least as fine as the view's (never past MAX_TILE_ZOOM). */
export function tileZoom(view: MapView): number {
  const zoom = Math.ceil(Math.log2(view.scale / TILE_SIZE));
  return Math.max(0, Math.min(MAX_TILE_ZOOM, zoom));
}

export interface MapTile {
  key: string;
  href: string;
  x: number;
  y: number;
  size: number;
}

/**
 * The tiles under the view from a `{z}/{x}/{y}` URL template (`{s}` picks a, b or c), placed in
 * the view's pixels. Columns wrap round the antimeridian; rows past the poles are skipped.
 */
export function tilesFor(view: MapView, template: string): MapTile[] {
  const zoom = tileZoom(view);
  const count = 2 ** zoom;
  const span = 1 / count;
  const size = span * view.scale;
  const first = { x: Math.floor(view.left / span), y: Math.floor(view.top / span) };
  const last = {
    x: Math.floor((view.left + view.width / view.scale) / span),
    y: Math.floor((view.top + view.height / view.scale) / span),
  };
  const tiles: MapTile[] = [];
  for (let ty = Math.max(0, first.y); ty <= Math.min(count - 1, last.y); ty += 1) {
    for (let tx = first.x; tx <= last.x; tx += 1) {
      const wrapped = ((tx % count) + count) % count;
      const href = template
        .replace('{z}', String(zoom))
        .replace('{x}', String(wrapped))
        .replace('{y}', String(ty))
        .replace('{s}', 'abc'[(wrapped + ty) % 3]!);
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        href,
        x: Math.round((tx * span - view.left) * view.scale * 10) / 10,
        y: Math.round((ty * span - view.top) * view.scale * 10) / 10,
        size: Math.round(size * 10) / 10,
      });
    }
  }
  return tiles;
}
