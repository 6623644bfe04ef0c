import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { mapTileUrl } = await import('./map-tile-url');

describe('the map tile source (NEXT_PUBLIC_MAP_TILE_URL)', () => {
  it('is used when it is an https {z}/{x}/{y} template', () => {
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(mapTileUrl({ NEXT_PUBLIC_MAP_TILE_URL: ` ${osm} ` })).toBe(osm);
    expect(
      mapTileUrl({ NEXT_PUBLIC_MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' }),
    ).toBe('https://{s}.tiles.example/{z}/{x}/{y}.png');
  });

  it('is left out when unset, not a template or not https (the CSP would refuse it)', () => {
    for (const value of [
      undefined,
      '',
      'https://tiles.example/map.png',
      'http://tiles.example/{z}/{x}/{y}.png',
      'javascript:{z}{x}{y}',
    ]) {
      expect(mapTileUrl({ NEXT_PUBLIC_MAP_TILE_URL: value })).toBeNull();
    }
  });
});
