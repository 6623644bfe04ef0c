import { isAttractionId, stripSvgSuffix } from './art-codes';
import { createRandom, hsl, hueFromCode, type Random, round1 } from './seed';
import { linearGradient, svgDocument } from './svg-shapes';

const WIDTH = 480;
const HEIGHT = 320;

/** A jagged ridge line closed at the bottom: mountains rather than the rolling bands of cards. */
function ridgePath(random: Random, baseY: number, height: number, peaks: number): string {
  const step = WIDTH / peaks;
  let d = `M0 ${round1(baseY)}`;
  for (let index = 0; index < peaks; index++) {
    const peakX = index * step + random.between(0.3, 0.7) * step;
    d += ` L${round1(peakX)} ${round1(baseY - random.between(0.5, 1) * height)}`;
    d += ` L${round1((index + 1) * step)} ${round1(baseY - random.between(0, 0.25) * height)}`;
  }
  return `${d} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z`;
}

/** Attractions and tours: mountains at golden hour with a hot-air balloon. */
export function renderAttractionArt(id: string): string {
  const random = createRandom(`attraction:${id}`);
  const hue = hueFromCode(id);
  const defs = linearGradient('sky', [hsl(hue, 75, 72), hsl(hue + 35, 80, 84)], 'down');
  const sunX = round1(random.between(80, 400));
  const ridges = [0, 1, 2]
    .map((layer) => {
      const d = ridgePath(random, 210 + layer * 40, 110 - layer * 25, 3 + layer * 2);
      return `<path d="${d}" fill="${hsl(hue + 180 + layer * 10, 35 + layer * 5, 45 - layer * 12)}"/>`;
    })
    .join('');
  const bx = round1(random.between(60, 420));
  const by = round1(random.between(60, 110));
  const balloon = [
    `<path d="M${bx - 22} ${by}a22 24 0 1 1 44 0c0 12-14 22-18 28h-8c-4-6-18-16-18-28z" fill="${hsl(hue + 150, 80, 55)}"/>`,
    `<path d="M${bx - 7} ${by - 23}c-8 10-8 36 3 51h8c11-15 11-41 3-51z" fill="#fff" fill-opacity="0.45"/>`,
    `<rect x="${bx - 5}" y="${by + 32}" width="10" height="8" rx="1.5" fill="${hsl(hue + 160, 40, 25)}"/>`,
  ].join('');
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="120" r="48" fill="#fff" fill-opacity="0.45"/>`,
    ridges,
    balloon,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body);
}

/** "<attractionId>.svg" → artwork; malformed ids → null (404). */
export function renderAttractionArtFile(fileName: string): string | null {
  const id = stripSvgSuffix(fileName);
  return id && isAttractionId(id) ? renderAttractionArt(id) : null;
}
