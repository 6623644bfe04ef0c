import { describe, expect, it } from 'vitest';
import { flagSrc } from './flag-src';

describe('flagSrc', () => {
  it('shows the WebP the build renders beside each flag SVG', () => {
    expect(flagSrc('/flags/4x3/fr.svg')).toBe('/flags/4x3/fr.webp');
    expect(flagSrc('/flags/1x1/gb-eng.svg')).toBe('/flags/1x1/gb-eng.webp');
  });

  it('leaves every other address alone', () => {
    for (const url of [
      '/art/region/europe.svg',
      '/flags/2x1/fr.svg',
      'https://example.com/flags/4x3/fr.svg',
      '/flags/4x3/fr.svg?v=2',
      '/flags/4x3/../secret.svg',
    ]) {
      expect(flagSrc(url)).toBe(url);
    }
  });
});
