import { isRegionSlug, type RegionSlug, stripSvgSuffix } from './art-codes';
import { createRandom, hsl, round1 } from './seed';
import { flightPath, linearGradient, svgDocument } from './svg-shapes';

const WIDTH = 480;
const HEIGHT = 320;
const GLOBE = { cx: 240, cy: 190, r: 118 };

/**
 * Each region gets a hand-picked hue and a focus point on the globe (x, y in -1..1) where its
 * "city lights" cluster; Global lights the whole sphere.
 */
const REGION_STYLE: Record<RegionSlug, { hue: number; focus: readonly [number, number] | null }> = {
  europe: { hue: 222, focus: [-0.05, -0.45] },
  asia: { hue: 346, focus: [0.42, -0.3] },
  'middle-east': { hue: 32, focus: [0.15, -0.18] },
  africa: { hue: 18, focus: [0, 0.18] },
  'north-america': { hue: 205, focus: [-0.55, -0.4] },
  'latin-america': { hue: 150, focus: [-0.4, 0.38] },
  caribbean: { hue: 178, focus: [-0.45, 0] },
  oceania: { hue: 195, focus: [0.6, 0.45] },
  global: { hue: 262, focus: null },
};

/** A lit globe with meridians, an orbit ring and flight paths between the region's lights. */
export function renderRegionArt(slug: RegionSlug): string {
  const { hue, focus } = REGION_STYLE[slug];
  const random = createRandom(`region:${slug}`);
  const { cx, cy, r } = GLOBE;
  const defs = [
    linearGradient('bg', [hsl(hue, 70, 58), hsl(hue + 30, 65, 32)], 'diagonal'),
    `<radialGradient id="globe" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${hsl(hue, 80, 80)}"/><stop offset="1" stop-color="${hsl(hue + 20, 60, 30)}"/></radialGradient>`,
    `<clipPath id="sphere"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>`,
  ].join('');

  const grid = [0.35, 0.7, 1]
    .map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${round1(r * k)}" ry="${r}"/>`)
    .concat(
      [-0.6, -0.2, 0.2, 0.6].map(
        (k) => `<line x1="0" x2="${WIDTH}" y1="${round1(cy + r * k)}" y2="${round1(cy + r * k)}"/>`,
      ),
    )
    .join('');

  const lights = Array.from({ length: focus ? 26 : 40 }, () => {
    const [fx, fy] = focus ?? [random.between(-0.8, 0.8), random.between(-0.8, 0.8)];
    const spread = focus ? 0.22 : 0.1;
    const x = cx + (fx + random.between(-spread, spread)) * r;
    const y = cy + (fy + random.between(-spread, spread)) * r;
    return [round1(x), round1(y)] as const;
  });
  const dots = lights
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${round1(random.between(1.5, 3.5))}"/>`)
    .join('');
  // Two hops between lights: first → last → middle, the brand's dashed flight path.
  const [first, middle, last] = [lights[0], lights[lights.length >> 1], lights.at(-1)];
  const routes =
    first && middle && last
      ? flightPath(random, first, last, '#fff') + flightPath(random, last, middle, '#fff')
      : '';

  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.7}" ry="${r * 0.42}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2" transform="rotate(-14 ${cx} ${cy})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#globe)"/>`,
    `<g clip-path="url(#sphere)" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="1.5">${grid}</g>`,
    `<g clip-path="url(#sphere)" fill="#fff" fill-opacity="0.9">${dots}</g>`,
    routes,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body);
}

/** "europe.svg" → artwork; any other name → null (404). */
export function renderRegionArtFile(fileName: string): string | null {
  const slug = stripSvgSuffix(fileName);
  return slug && isRegionSlug(slug) ? renderRegionArt(slug) : null;
}
