import { isFlagCode, stripSvgSuffix } from './art-codes';
import { blendHue, createRandom, hsl, hueFromCode, round1, shiftHue } from './seed';
import { landmarkPath, skylineLayer } from './skyline';
import { linearGradient, svgDocument } from './svg-shapes';

export type LandmarkSize = 'card' | 'full';
const SIZES: Record<LandmarkSize, { width: number; height: number }> = {
  card: { width: 480, height: 320 },
  full: { width: 1200, height: 600 },
};

/**
 * A dusk skyline with one landmark, reflected in water. Both sizes share the seed, so the large
 * picture is recognisably the same city as the small one.
 */
export function renderLandmarkArt(code: string, size: LandmarkSize): string {
  const { width, height } = SIZES[size];
  const scale = height / 320;
  const hue = hueFromCode(code);
  const horizon = height * 0.76;
  const random = createRandom(`landmark:${code}`);
  // The upper sky leans to indigo so every city reads as dusk; the horizon keeps the country's hue.
  const night = blendHue(hue, 235, 0.65);

  const defs = [
    linearGradient(
      'sky',
      [hsl(night, 50, 16), hsl(blendHue(hue, 250, 0.3), 50, 40), hsl(shiftHue(hue, 25), 85, 72)],
      'down',
    ),
    linearGradient('water', [hsl(night, 45, 22), hsl(night, 50, 10)], 'down'),
  ].join('');

  const stars = Array.from({ length: Math.round(14 * scale) }, () => {
    const x = round1(random.between(0, width));
    const y = round1(random.between(0, horizon * 0.45));
    return `<circle cx="${x}" cy="${y}" r="${round1(random.between(0.6, 1.6) * scale)}"/>`;
  }).join('');

  const sunX = round1(random.between(0.15, 0.85) * width);
  const far = skylineLayer(random, width, horizon, scale, height * 0.3, false);
  const landmarkX = round1(random.between(0.35, 0.65) * width);
  const landmark = landmarkPath(random, landmarkX, horizon, height * 0.58);
  const near = skylineLayer(random, width, horizon, scale, height * 0.2, true);
  const ripples = Array.from({ length: 6 }, (_, index) => {
    const y = round1(horizon + (index + 1) * ((height - horizon) / 7));
    const x = round1(random.between(0, width * 0.6));
    return `<rect x="${x}" y="${y}" width="${round1(random.between(0.15, 0.4) * width)}" height="${round1(1.5 * scale)}" rx="1"/>`;
  }).join('');

  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<g fill="#fff" fill-opacity="0.7">${stars}</g>`,
    `<circle cx="${sunX}" cy="${round1(horizon - height * 0.08)}" r="${round1(height * 0.16)}" fill="${hsl(hue + 40, 95, 85)}" fill-opacity="0.8"/>`,
    `<path d="${far.path}" fill="${hsl(night, 30, 30)}" fill-opacity="0.85"/>`,
    `<path d="${landmark}" fill="${hsl(night, 40, 15)}"/>`,
    `<path d="${near.path}" fill="${hsl(night, 45, 10)}"/>`,
    `<g fill="${hsl(hue + 45, 95, 75)}" fill-opacity="0.85">${near.windows}</g>`,
    `<rect y="${round1(horizon)}" width="${width}" height="${round1(height - horizon)}" fill="url(#water)"/>`,
    `<g fill="${hsl(hue + 40, 90, 80)}" fill-opacity="0.35">${ripples}</g>`,
  ].join('');
  return svgDocument(width, height, defs, body);
}

/** "fr.svg" → card size, "fr-full.svg" → large size; unknown codes → null (404). */
export function renderLandmarkArtFile(fileName: string): string | null {
  const name = stripSvgSuffix(fileName);
  const match = name ? /^([a-z]{2})(-full)?$/.exec(name) : null;
  if (!match?.[1] || !isFlagCode(match[1])) return null;
  return renderLandmarkArt(match[1], match[2] ? 'full' : 'card');
}
