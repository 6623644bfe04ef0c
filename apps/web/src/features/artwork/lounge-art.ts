import { stripSvgSuffix } from './art-codes';
import { createRandom, hsl, hueFromCode, round1 } from './seed';
import { linearGradient, svgDocument } from './svg-shapes';

const WIDTH = 480;
const HEIGHT = 240;

/** Resource ids as the lounge catalogues write them: "LG-LHR-2", "FT-SIN-1", "DP-77001". */
const RESOURCE_ID = /^[A-Z0-9]{1,8}(-[A-Z0-9]{1,8}){0,3}$/;

/**
 * Lounges: a window onto the apron at dusk, an aeroplane taking off and two armchairs.
 * Fast-track ("FT-…"): the same sky over a lane of guide posts leading to a gate.
 */
export function renderLoungeArt(id: string): string {
  const random = createRandom(`lounge:${id}`);
  const hue = hueFromCode(id);
  const fastTrack = id.startsWith('FT-');
  const defs = linearGradient('sky', [hsl(hue + 210, 55, 38), hsl(hue + 20, 80, 74)], 'down');
  const planeX = round1(random.between(90, 360));
  const planeY = round1(random.between(50, 95));
  const plane = `<path transform="translate(${planeX} ${planeY}) rotate(-12)" d="M-34 0h52l16-6h6l-8 9 8 9h-6l-16-6h-22l-14 18h-8l8-18h-16l-6 7h-5l3-13z" fill="#fff" fill-opacity="0.9"/>`;
  const mullions = [1, 2, 3]
    .map(
      (i) =>
        `<rect x="${i * 120 - 3}" y="0" width="6" height="170" fill="${hsl(hue + 200, 25, 20)}"/>`,
    )
    .join('');
  const floor = `<rect y="170" width="${WIDTH}" height="${HEIGHT - 170}" fill="${hsl(hue + 30, 30, 32)}"/>`;
  const foreground = fastTrack
    ? [0, 1, 2, 3, 4]
        .map((i) => {
          const x = 60 + i * 90;
          return `<rect x="${x}" y="150" width="8" height="62" rx="3" fill="${hsl(hue, 15, 85)}"/><rect x="${x + 8}" y="160" width="82" height="5" fill="${hsl(hue + 150, 70, 55)}"/>`;
        })
        .join('')
    : [110, 300]
        .map((x) => {
          const colour = hsl(hue + 150 + x / 10, 45, 48);
          return `<rect x="${x}" y="168" width="74" height="30" rx="10" fill="${colour}"/><rect x="${x}" y="140" width="18" height="58" rx="8" fill="${colour}"/><rect x="${x + 56}" y="140" width="18" height="58" rx="8" fill="${colour}"/>`;
        })
        .join('');
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${round1(random.between(40, 440))}" cy="140" r="34" fill="#fff" fill-opacity="0.35"/>`,
    `<rect y="150" width="${WIDTH}" height="20" fill="${hsl(hue + 200, 20, 28)}"/>`,
    plane,
    mullions,
    floor,
    foreground,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body);
}

/** "<resourceId>.svg" → artwork; malformed ids → null (404). */
export function renderLoungeArtFile(fileName: string): string | null {
  const id = stripSvgSuffix(fileName);
  return id && RESOURCE_ID.test(id) ? renderLoungeArt(id) : null;
}
