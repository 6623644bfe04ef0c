import { isAttractionId, stripSvgSuffix } from './art-codes';
import { blendHue, createRandom, hsl, hueFromCode, type Random, round1 } from './seed';
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

/** The gallery's pictures of one attraction: "{id}.svg", then "{id}-2.svg" and "{id}-3.svg". */
export type AttractionArtVariant = 1 | 2 | 3;

/** Sky, sun or moon and the figure in front: each variant is another hour of the same place. */
const VARIANTS = {
  // Golden hour with a hot-air balloon: the card picture.
  1: { skyTop: [0, 72], skyBottom: [35, 84], glow: [120, 48, 0.45], ridgeLightness: 45 },
  // Night: moonlit ridges under stars, the sky turned towards deep blue.
  2: { skyTop: [0, 16], skyBottom: [20, 36], glow: [70, 26, 0.85], ridgeLightness: 30 },
  // Morning on a lake with a sailing boat.
  3: { skyTop: [0, 82], skyBottom: [60, 92], glow: [80, 30, 0.7], ridgeLightness: 52 },
} as const;

const NIGHT_BLUE = 230;
const LAKE_BLUE = 200;

function balloon(random: Random, hue: number): string {
  const bx = round1(random.between(60, 420));
  const by = round1(random.between(60, 110));
  return [
    `<path d="M${bx - 22} ${by}a22 24 0 1 1 44 0c0 12-14 22-18 28h-8c-4-6-18-16-18-28z" fill="${hsl(hue + 150, 80, 55)}"/>`,
    `<path d="M${bx - 7} ${by - 23}c-8 10-8 36 3 51h8c11-15 11-41 3-51z" fill="#fff" fill-opacity="0.45"/>`,
    `<rect x="${bx - 5}" y="${by + 32}" width="10" height="8" rx="1.5" fill="${hsl(hue + 160, 40, 25)}"/>`,
  ].join('');
}

function stars(random: Random): string {
  return Array.from(
    { length: 14 },
    () =>
      `<circle cx="${round1(random.between(10, 470))}" cy="${round1(random.between(10, 140))}" r="${round1(random.between(0.8, 2))}" fill="#fff" fill-opacity="0.8"/>`,
  ).join('');
}

function lakeWithBoat(random: Random, hue: number): string {
  const x = round1(random.between(80, 380));
  return [
    `<rect y="262" width="${WIDTH}" height="${HEIGHT - 262}" fill="${hsl(blendHue(hue, LAKE_BLUE, 0.7), 55, 55)}"/>`,
    `<rect y="270" width="${WIDTH}" height="3" fill="#fff" fill-opacity="0.35"/>`,
    `<path d="M${x} 290h56l-10 12h-36z" fill="${hsl(hue + 160, 40, 25)}"/>`,
    `<path d="M${x + 26} 286v-44l24 44z" fill="#fff" fill-opacity="0.9"/>`,
  ].join('');
}

/** Attractions and tours: mountains at golden hour, by night or over a lake (see VARIANTS). */
export function renderAttractionArt(id: string, variant: AttractionArtVariant = 1): string {
  // The first picture keeps the seed it always had, so cached copies stay right.
  const random = createRandom(variant === 1 ? `attraction:${id}` : `attraction:${id}:${variant}`);
  const hue = hueFromCode(id);
  const look = VARIANTS[variant];
  // [hue shift, lightness] at the top and bottom of the sky.
  const { skyTop, skyBottom } = look;
  const skyHue = variant === 2 ? blendHue(hue, NIGHT_BLUE, 0.85) : hue;
  const defs = linearGradient(
    'sky',
    [hsl(skyHue + skyTop[0], 75, skyTop[1]), hsl(skyHue + skyBottom[0], 80, skyBottom[1])],
    'down',
  );
  // The sun or moon: height, radius and opacity.
  const [glowY, glowR, glowOpacity] = look.glow;
  const sunX = round1(random.between(80, 400));
  const ridges = [0, 1, 2]
    .map((layer) => {
      const d = ridgePath(random, 210 + layer * 40, 110 - layer * 25, 3 + layer * 2);
      return `<path d="${d}" fill="${hsl(hue + 180 + layer * 10, 35 + layer * 5, look.ridgeLightness - layer * 12)}"/>`;
    })
    .join('');
  const front =
    variant === 1 ? balloon(random, hue) : variant === 2 ? '' : lakeWithBoat(random, hue);
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    variant === 2 ? stars(random) : '',
    `<circle cx="${sunX}" cy="${glowY}" r="${glowR}" fill="#fff" fill-opacity="${glowOpacity}"/>`,
    ridges,
    front,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body);
}

/** "-2" / "-3" at the end of a file name: the gallery's second and third picture. */
const GALLERY_SUFFIX = /^(.+)-([23])$/;

/** "<attractionId>.svg", "<attractionId>-2.svg" or "-3.svg" → artwork; malformed ids → null. */
export function renderAttractionArtFile(fileName: string): string | null {
  const name = stripSvgSuffix(fileName);
  if (!name || !isAttractionId(name)) return null;
  const gallery = GALLERY_SUFFIX.exec(name);
  if (!gallery) return renderAttractionArt(name);
  return renderAttractionArt(gallery[1]!, Number(gallery[2]) as AttractionArtVariant);
}
