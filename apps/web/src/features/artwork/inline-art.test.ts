import { describe, expect, it } from 'vitest';
import { inlineLoungeArt } from './inline-art';
import { renderLoungeArtFile } from './lounge-art';

describe('inlineLoungeArt', () => {
  it('writes our own lounge art into the page as the same SVG the /art route serves', () => {
    const inlined = inlineLoungeArt('/art/lounge/LG-HAN-1.svg');
    expect(inlined.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(inlined.slice('data:image/svg+xml,'.length))).toBe(
      renderLoungeArtFile('LG-HAN-1.svg'),
    );
  });

  it('leaves any other picture, or a name the art route would refuse, as it was', () => {
    for (const url of [
      'https://images.example.com/lounge.jpg',
      '/art/lounge/not%20an%20id.svg',
      '/art/destination/FR.svg',
      '/art/lounge/LG-HAN-1.svg?v=2',
    ]) {
      expect(inlineLoungeArt(url)).toBe(url);
    }
  });
});
