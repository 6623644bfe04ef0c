import { isFlagCode, stripSvgSuffix } from './art-codes';
import { createRandom, hsl, hueFromCode, round1, shiftHue } from './seed';
import { flightPath, linearGradient, svgDocument, wavePath } from './svg-shapes';

const WIDTH = 480;
const HEIGHT = 320;

/** Destination card art: a gradient in the country's own hue, a sun, rolling bands, a flight path. */
export function renderDestinationArt(code: string): string {
  const random = createRandom(`destination:${code}`);
  const hue = hueFromCode(code);
  const defs = [
    linearGradient(
      'sky',
      [hsl(hue, 78, 62), hsl(shiftHue(hue, 22), 70, 46), hsl(shiftHue(hue, 40), 65, 30)],
      'diagonal',
    ),
    `<radialGradient id="glow" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ].join('');

  const sunX = round1(random.between(300, 420));
  const sunY = round1(random.between(60, 110));
  const sunR = round1(random.between(34, 54));
  const bands = [0, 1, 2]
    .map((layer) => {
      const d = wavePath(random, WIDTH, HEIGHT, 190 + layer * 42, 14 - layer * 3, 3 + layer);
      return `<path d="${d}" fill="${hsl(shiftHue(hue, 20 + layer * 10), 55, 30 - layer * 7, 0.55 + layer * 0.15)}"/>`;
    })
    .join('');

  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#fff" fill-opacity="0.22"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${round1(sunR * 1.6)}" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="2"/>`,
    bands,
    flightPath(
      random,
      [36, 250],
      [round1(random.between(250, 330)), round1(random.between(120, 160))],
      '#fff',
    ),
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body);
}

/** "fr.svg" → artwork; anything that is not a known two-letter flag code → null (404). */
export function renderDestinationArtFile(fileName: string): string | null {
  const code = stripSvgSuffix(fileName);
  return code && isFlagCode(code) ? renderDestinationArt(code) : null;
}
