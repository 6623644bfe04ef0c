/**
 * Deterministic randomness: the same code always draws the same picture, so artwork can be cached
 * forever by browsers and CDNs and never flickers between servers.
 */

/** FNV-1a: a tiny, well-spread 32-bit string hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 seeded from a string: small, fast and good enough for pictures. */
export function createRandom(seedText: string): Random {
  let state = hashString(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** Yellow-greens (45-110) turn muddy in dark gradients, so generated hues skip that band. */
const SKIPPED_HUES = { from: 45, width: 65 } as const;

/** A hue (0-359) for a code; golden-ratio spreading keeps neighbouring codes visibly apart. */
export function hueFromCode(code: string): number {
  const spread = ((hashString(code) * 0.618033988749895) % 1) * (360 - SKIPPED_HUES.width);
  const hue = spread < SKIPPED_HUES.from ? spread : spread + SKIPPED_HUES.width;
  return Math.round(hue);
}

/** Moves a hue by `step` degrees in the direction that leads away from the muddy band. */
export function shiftHue(hue: number, step: number): number {
  const towardsRed = hue < SKIPPED_HUES.from || hue >= 280;
  return (hue + (towardsRed ? -step : step) + 360) % 360;
}

/** Blends two hues along the shorter way round the colour wheel; t = 0 gives `from`. */
export function blendHue(from: number, to: number, t: number): number {
  const delta = ((to - from + 540) % 360) - 180;
  return (from + delta * t + 360) % 360;
}

/** Keeps the SVG text short: 1 decimal is finer than any screen needs at these sizes. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  const h = Math.round(((hue % 360) + 360) % 360);
  // Comma syntax: older SVG renderers (librsvg, some mail clients) do not read CSS Color 4.
  return alpha === 1
    ? `hsl(${h}, ${saturation}%, ${lightness}%)`
    : `hsla(${h}, ${saturation}%, ${lightness}%, ${alpha})`;
}
