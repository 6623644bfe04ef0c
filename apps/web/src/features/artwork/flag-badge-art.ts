import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFlagCode, stripSvgSuffix } from './art-codes';
import { BRAND } from './brand-colors';
import { svgDocument } from './svg-shapes';

const SIZE = 160;
const CENTER = SIZE / 2;
const FLAG_RADIUS = 62;

/**
 * Flags are copied to public/flags by `npm run assets`; `next start` runs in apps/web, which is
 * the working directory Next documents for reading project files.
 */
function flagPath(code: string): string {
  return join(process.cwd(), 'public', 'flags', '1x1', `${code}.svg`);
}

/**
 * Browsers do not load external resources from an SVG shown through <img>, so an
 * <image href="/flags/1x1/fr.svg"> would render blank. The flag is embedded as a data URI instead.
 */
async function loadFlagDataUri(code: string): Promise<string | null> {
  try {
    const svg = await readFile(flagPath(code));
    return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  } catch (error) {
    console.error(`[artwork] flag ${code} missing; run "npm run assets -w @tern/web"`, error);
    return null;
  }
}

/** A round flag framed by the brand ring, with a coral "signal" dot. */
export function renderFlagBadge(flagDataUri: string | null): string {
  const defs = [
    `<linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.brandLight}"/><stop offset="0.5" stop-color="${BRAND.brand}"/><stop offset="1" stop-color="${BRAND.ink}"/></linearGradient>`,
    `<radialGradient id="gloss" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="disc"><circle cx="${CENTER}" cy="${CENTER}" r="${FLAG_RADIUS}"/></clipPath>`,
  ].join('');
  const flag = flagDataUri
    ? `<image href="${flagDataUri}" x="${CENTER - FLAG_RADIUS}" y="${CENTER - FLAG_RADIUS}" width="${FLAG_RADIUS * 2}" height="${FLAG_RADIUS * 2}" preserveAspectRatio="xMidYMid slice" clip-path="url(#disc)"/>`
    : `<circle cx="${CENTER}" cy="${CENTER}" r="${FLAG_RADIUS}" fill="${BRAND.brand}" fill-opacity="0.25"/>`;
  const body = [
    `<circle cx="${CENTER}" cy="${CENTER}" r="78" fill="url(#ring)"/>`,
    `<circle cx="${CENTER}" cy="${CENTER}" r="69" fill="${BRAND.white}"/>`,
    flag,
    `<circle cx="${CENTER}" cy="${CENTER}" r="${FLAG_RADIUS}" fill="url(#gloss)"/>`,
    `<circle cx="${CENTER}" cy="${CENTER}" r="${FLAG_RADIUS - 0.5}" fill="none" stroke="#000" stroke-opacity="0.12"/>`,
    `<circle cx="135" cy="25" r="13" fill="${BRAND.coral}" stroke="${BRAND.white}" stroke-width="5"/>`,
  ].join('');
  return svgDocument(SIZE, SIZE, defs, body);
}

/** "fr.svg" → badge; unknown codes → null (404). */
export async function renderFlagBadgeFile(fileName: string): Promise<string | null> {
  const code = stripSvgSuffix(fileName);
  if (!code || !isFlagCode(code)) return null;
  return renderFlagBadge(await loadFlagDataUri(code));
}
