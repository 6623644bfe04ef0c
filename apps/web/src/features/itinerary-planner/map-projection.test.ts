import { describe, expect, it } from 'vitest';
import {
  fitView,
  project,
  ringsPath,
  TILE_SIZE,
  tilesFor,
  tileZoom,
  toWorld,
} from './map-projection';

describe('the day map’s Web Mercator', () => {
  it('puts 0°, 0° in the middle of the world and the date line at its edges', () => {
    expect(toWorld([0, 0])).toEqual([0.5, 0.5]);
    expect(toWorld([-180, 0])[0]).toBe(0);
    expect(toWorld([180, 0])[0]).toBe(1);
    // North is up, and the poles are clamped to the square world.
    expect(toWorld([0, 60])[1]).toBeLessThan(0.5);
    expect(toWorld([0, 90])[1]).toBeCloseTo(0, 6);
  });

  it('fits the day’s stops inside the map with padding, north up and east right', () => {
    const stops = [
      [55.2744, 25.1972],
      [55.2962, 25.2637],
      [55.3007, 25.2352],
    ] as const;
    const view = fitView(stops, { width: 320, height: 200 }, { padding: 20 });
    const points = stops.map((s) => project(view, s));
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(19.9);
      expect(x).toBeLessThanOrEqual(300.1);
      expect(y).toBeGreaterThanOrEqual(19.9);
      expect(y).toBeLessThanOrEqual(180.1);
    }
    // Burj Khalifa is the southernmost and westernmost: lowest and leftmost.
    expect(points[0]![1]).toBe(Math.max(...points.map((p) => p[1])));
    expect(points[0]![0]).toBe(Math.min(...points.map((p) => p[0])));
  });

  it('does not zoom in without end on a single stop', () => {
    const view = fitView([[55.27, 25.19]], { width: 320, height: 200 }, { minSpanDegrees: 0.04 });
    expect(project(view, [55.27, 25.19])).toEqual([160, 100]);
    expect(view.scale).toBeLessThan((320 * 360) / 0.04 + 1);
  });

  it('draws closed rings as path data', () => {
    const view = fitView(
      [
        [0, 0],
        [10, 10],
      ],
      { width: 100, height: 100 },
      { padding: 0 },
    );
    const path = ringsPath(view, [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 0],
      ],
      [
        [1, 1],
        [2, 2],
      ],
    ]);
    expect(path).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){3}Z$/);
  });

  it('picks the tile zoom whose pixels are as fine as the map’s, and the tiles that cover it', () => {
    const view = fitView(
      [
        [55.27, 25.19],
        [55.3, 25.26],
      ],
      { width: 320, height: 200 },
    );
    const zoom = tileZoom(view);
    expect(TILE_SIZE * 2 ** zoom).toBeGreaterThanOrEqual(view.scale);
    expect(TILE_SIZE * 2 ** (zoom - 1)).toBeLessThan(view.scale);
    const tiles = tilesFor(view, 'https://tile.example/{z}/{x}/{y}.png');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(9);
    for (const tile of tiles) {
      expect(tile.href).toMatch(new RegExp(`^https://tile\\.example/${zoom}/\\d+/\\d+\\.png$`));
      // Every tile overlaps the map.
      expect(tile.x + tile.size).toBeGreaterThan(0);
      expect(tile.x).toBeLessThan(320);
      expect(tile.y + tile.size).toBeGreaterThan(0);
      expect(tile.y).toBeLessThan(200);
    }
  });

  it('wraps tile columns round the date line and fills {s}', () => {
    const view = { width: 256, height: 256, left: -0.25, top: 0, scale: 512 };
    const tiles = tilesFor(view, 'https://{s}.tile.example/{z}/{x}/{y}.png');
    expect(tiles.map((t) => t.href)).toContain('https://b.tile.example/1/1/0.png');
    expect(tiles.every((t) => /^https:\/\/[abc]\.tile/.test(t.href))).toBe(true);
  });
});
