import { describe, expect, it } from 'vitest';
import { renderAttractionArtFile } from './attraction-art';
import { renderDestinationArtFile } from './destination-art';
import { renderFlagBadge } from './flag-badge-art';
import { GALLERY_ART_NAMES, renderGalleryArtFile } from './gallery-art';
import { renderLandmarkArtFile } from './landmark-art';
import { renderRegionArtFile } from './region-art';
import { hueFromCode } from './seed';

describe('artwork file names', () => {
  it('draws destination art for known lower-case flag codes, including EU', () => {
    expect(renderDestinationArtFile('fr.svg')).toMatch(/^<svg /);
    expect(renderDestinationArtFile('eu.svg')).toMatch(/^<svg /);
  });

  it('refuses unknown codes, upper case, missing suffixes and path tricks', () => {
    for (const name of ['zz.svg', 'FR.svg', 'fr', 'fr.png', '../fr.svg', 'xx.svg', '.svg']) {
      expect(renderDestinationArtFile(name)).toBeNull();
    }
  });

  it('serves a card and a full-size landmark for the same code', () => {
    expect(renderLandmarkArtFile('jp.svg')).toContain('viewBox="0 0 480 320"');
    expect(renderLandmarkArtFile('jp-full.svg')).toContain('viewBox="0 0 1200 600"');
    expect(renderLandmarkArtFile('jp-large.svg')).toBeNull();
  });

  it('draws the six landmarks of the itinerary landing page’s gallery, and nothing else', () => {
    expect(GALLERY_ART_NAMES).toEqual([
      'london-eye',
      'amalfi-coast',
      'lake-zurich',
      'merlion-park',
      'eiffel-tower',
      'ha-long-bay',
    ]);
    const pictures = GALLERY_ART_NAMES.map((name) => renderGalleryArtFile(`${name}.svg`));
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 480 320"/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
    expect(new Set(pictures).size).toBe(6);
    for (const name of ['big-ben.svg', 'london-eye', 'toString.svg', '__proto__.svg']) {
      expect(renderGalleryArtFile(name)).toBeNull();
    }
  });

  it('knows the nine regions and nothing else', () => {
    expect(renderRegionArtFile('middle-east.svg')).toMatch(/^<svg /);
    expect(renderRegionArtFile('global.svg')).toMatch(/^<svg /);
    expect(renderRegionArtFile('antarctica.svg')).toBeNull();
  });

  it('accepts opaque attraction ids but not markup or overly long ones', () => {
    expect(renderAttractionArtFile('louvre-skip-the-line_2.svg')).toMatch(/^<svg /);
    expect(renderAttractionArtFile('<script>.svg')).toBeNull();
    expect(renderAttractionArtFile(`${'a'.repeat(65)}.svg`)).toBeNull();
  });

  it("draws the gallery's second and third attraction pictures as variants of the first", () => {
    const [first, second, third] = ['', '-2', '-3'].map((suffix) =>
      renderAttractionArtFile(`louvre-priority${suffix}.svg`),
    );
    expect(new Set([first, second, third]).size).toBe(3);
    expect(second).toContain('<circle');
    expect(third).toMatch(/^<svg /);
    // Same place, same colours: the ridges keep the attraction's hue, only lighter or darker.
    const ridgeHue = (svg: string | null | undefined) =>
      svg?.match(/<path d="M0 [^"]*" fill="hsl\((\d+),/)?.[1];
    expect(ridgeHue(second)).toBe(ridgeHue(first));
    expect(ridgeHue(third)).toBe(ridgeHue(first));
  });
});

describe('artwork drawing', () => {
  it('is deterministic, so it can be cached anywhere', () => {
    expect(renderLandmarkArtFile('br-full.svg')).toBe(renderLandmarkArtFile('br-full.svg'));
    expect(renderDestinationArtFile('br.svg')).not.toBe(renderDestinationArtFile('bt.svg'));
  });

  it('never picks a hue from the muddy yellow-green band', () => {
    for (const code of ['fr', 'de', 'jp', 'us', 'br', 'eg', 'za', 'in', 'cn', 'au', 'mx', 'ca']) {
      const hue = hueFromCode(code);
      expect(hue < 45 || hue >= 110).toBe(true);
    }
  });

  it('embeds the flag in the badge, because an SVG shown as <img> cannot fetch other files', () => {
    const badge = renderFlagBadge('data:image/svg+xml;base64,PHN2Zy8+');
    expect(badge).toContain('href="data:image/svg+xml;base64,PHN2Zy8+"');
    expect(renderFlagBadge(null)).not.toContain('<image');
  });
});
