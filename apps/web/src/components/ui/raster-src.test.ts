import { describe, expect, it } from 'vitest';
import { rasterSrc } from './raster-src';

describe('rasterSrc', () => {
  it('shows the WebP the build renders beside each flag SVG', () => {
    expect(rasterSrc('/flags/4x3/fr.svg')).toBe('/flags/4x3/fr.webp');
    expect(rasterSrc('/flags/1x1/gb-eng.svg')).toBe('/flags/1x1/gb-eng.webp');
  });

  it('shows the WebP the art routes render for generated pictures', () => {
    expect(rasterSrc('/art/attraction/eiffel-tower-summit.svg')).toBe(
      '/art/attraction/eiffel-tower-summit.webp',
    );
    expect(rasterSrc('/art/region/middle-east.svg')).toBe('/art/region/middle-east.webp');
    expect(rasterSrc('/art/lounge/lg-han-1.svg')).toBe('/art/lounge/lg-han-1.webp');
    expect(rasterSrc('/art/gallery/london-eye.svg')).toBe('/art/gallery/london-eye.webp');
  });

  it('leaves every other address alone', () => {
    for (const url of [
      '/art/flag-badge/eu.svg',
      '/flags/2x1/fr.svg',
      'https://example.com/flags/4x3/fr.svg',
      '/flags/4x3/fr.svg?v=2',
      '/flags/4x3/../secret.svg',
      'data:image/svg+xml,%3Csvg%3E',
    ]) {
      expect(rasterSrc(url)).toBe(url);
    }
  });
});
