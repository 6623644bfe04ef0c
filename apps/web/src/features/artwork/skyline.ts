import { type Random, round1 } from './seed';

type Roof = 'flat' | 'pointed' | 'antenna' | 'stepped' | 'dome';
const ROOFS: readonly Roof[] = ['flat', 'flat', 'pointed', 'antenna', 'stepped', 'dome'];

/** One building outline standing on baseY; roofs vary so no two skylines read the same. */
function buildingPath(x: number, width: number, height: number, baseY: number, roof: Roof): string {
  const r = round1;
  const top = baseY - height;
  const right = x + width;
  switch (roof) {
    case 'pointed':
      return `M${r(x)} ${r(baseY)}V${r(top)}L${r(x + width / 2)} ${r(top - width * 0.6)}L${r(right)} ${r(top)}V${r(baseY)}Z`;
    case 'antenna':
      return `M${r(x)} ${r(baseY)}V${r(top)}H${r(x + width / 2 - 1)}V${r(top - height * 0.3)}H${r(x + width / 2 + 1)}V${r(top)}H${r(right)}V${r(baseY)}Z`;
    case 'stepped':
      return `M${r(x)} ${r(baseY)}V${r(top + height * 0.2)}H${r(x + width * 0.2)}V${r(top)}H${r(x + width * 0.8)}V${r(top + height * 0.2)}H${r(right)}V${r(baseY)}Z`;
    case 'dome':
      return `M${r(x)} ${r(baseY)}V${r(top)}A${r(width / 2)} ${r(width / 2)} 0 0 1 ${r(right)} ${r(top)}V${r(baseY)}Z`;
    default:
      return `M${r(x)} ${r(baseY)}V${r(top)}H${r(right)}V${r(baseY)}Z`;
  }
}

export interface SkylineLayer {
  path: string;
  /** Lit windows as tiny rectangles, so the near layer feels inhabited at dusk. */
  windows: string;
}

/** A row of buildings across the full width; heights and roofs come from the seeded random. */
export function skylineLayer(
  random: Random,
  width: number,
  baseY: number,
  scale: number,
  maxHeight: number,
  withWindows: boolean,
): SkylineLayer {
  let x = -random.between(0, 20) * scale;
  let path = '';
  let windows = '';
  while (x < width) {
    const w = random.between(18, 46) * scale;
    const h = random.between(0.25, 1) * maxHeight;
    path += buildingPath(x, w, h, baseY, random.pick(ROOFS));
    if (withWindows) windows += windowDots(random, x, w, h, baseY, scale);
    x += w + random.between(-4, 3) * scale;
  }
  return { path, windows };
}

function windowDots(random: Random, x: number, w: number, h: number, baseY: number, scale: number) {
  let dots = '';
  const count = random.int(0, 3);
  for (let index = 0; index < count; index++) {
    const wx = round1(x + random.between(0.2, 0.75) * w);
    const wy = round1(baseY - random.between(0.15, 0.85) * h);
    dots += `<rect x="${wx}" y="${wy}" width="${round1(3 * scale)}" height="${round1(4 * scale)}" rx="0.5"/>`;
  }
  return dots;
}

type Landmark = 'spire' | 'needle' | 'dome' | 'twin';
const LANDMARKS: readonly Landmark[] = ['spire', 'needle', 'dome', 'twin'];

/** The one tall silhouette a traveller would recognise a city by, centred-ish in the frame. */
export function landmarkPath(random: Random, cx: number, baseY: number, height: number): string {
  const r = round1;
  const top = baseY - height;
  const base = height * 0.22;
  switch (random.pick(LANDMARKS)) {
    case 'spire':
      return `M${r(cx - base)} ${r(baseY)}Q${r(cx - base * 0.2)} ${r(baseY - height * 0.45)} ${r(cx - 3)} ${r(top)}H${r(cx + 3)}Q${r(cx + base * 0.2)} ${r(baseY - height * 0.45)} ${r(cx + base)} ${r(baseY)}Z`;
    case 'needle':
      return `M${r(cx - 5)} ${r(baseY)}V${r(top + height * 0.25)}H${r(cx - base * 0.5)}L${r(cx - base * 0.3)} ${r(top + height * 0.15)}H${r(cx - 2)}V${r(top)}H${r(cx + 2)}V${r(top + height * 0.15)}H${r(cx + base * 0.3)}L${r(cx + base * 0.5)} ${r(top + height * 0.25)}H${r(cx + 5)}V${r(baseY)}Z`;
    case 'dome': {
      const half = base * 1.4;
      const shoulder = baseY - height * 0.45;
      return `M${r(cx - half)} ${r(baseY)}V${r(shoulder)}A${r(half)} ${r(half * 0.9)} 0 0 1 ${r(cx + half)} ${r(shoulder)}V${r(baseY)}Z M${r(cx - 2)} ${r(shoulder - half * 0.85)}V${r(top)}H${r(cx + 2)}V${r(shoulder - half * 0.85)}Z`;
    }
    default: {
      const w = base * 0.55;
      const gap = base * 0.35;
      const left = `M${r(cx - gap - w)} ${r(baseY)}V${r(top + w)}L${r(cx - gap - w / 2)} ${r(top)}L${r(cx - gap)} ${r(top + w)}V${r(baseY)}Z`;
      const right = `M${r(cx + gap)} ${r(baseY)}V${r(top + w)}L${r(cx + gap + w / 2)} ${r(top)}L${r(cx + gap + w)} ${r(top + w)}V${r(baseY)}Z`;
      return `${left} ${right} M${r(cx - gap)} ${r(top + height * 0.4)}H${r(cx + gap)}V${r(top + height * 0.44)}H${r(cx - gap)}Z`;
    }
  }
}
