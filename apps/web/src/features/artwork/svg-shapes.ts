import { type Random, round1 } from './seed';

/** Wraps drawing in a standalone SVG document that fills whatever box it is shown in. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">`,
    `<defs>${defs}</defs>`,
    body,
    '</svg>',
  ].join('');
}

export function linearGradient(id: string, stops: readonly string[], angle: 'down' | 'diagonal') {
  const end = angle === 'down' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const offsets = stops
    .map((color, index) => {
      const offset = stops.length === 1 ? 0 : index / (stops.length - 1);
      return `<stop offset="${round1(offset * 100)}%" stop-color="${color}"/>`;
    })
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${offsets}</linearGradient>`;
}

/**
 * A soft rolling band closed at the bottom edge: hills, dunes or waves depending on colour.
 * Control points alternate above and below the base line so the curve never self-intersects.
 */
export function wavePath(
  random: Random,
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  segments: number,
): string {
  const step = width / segments;
  let y = baseY + random.between(-amplitude, amplitude);
  let path = `M0 ${round1(y)}`;
  for (let index = 0; index < segments; index++) {
    const x0 = index * step;
    const nextY = baseY + random.between(-amplitude, amplitude);
    const c1 = `${round1(x0 + step / 3)} ${round1(y - amplitude * random.between(0.2, 1))}`;
    const c2 = `${round1(x0 + (2 * step) / 3)} ${round1(nextY + amplitude * random.between(0.2, 1))}`;
    path += ` C${c1} ${c2} ${round1(x0 + step)} ${round1(nextY)}`;
    y = nextY;
  }
  return `${path} L${width} ${height} L0 ${height} Z`;
}

/** A dashed arc between two points: the "flight path" motif of the brand. */
export function flightPath(
  random: Random,
  from: readonly [number, number],
  to: readonly [number, number],
  color: string,
): string {
  const controlX = round1((from[0] + to[0]) / 2 + random.between(-40, 40));
  const controlY = round1(Math.min(from[1], to[1]) - random.between(30, 90));
  const d = `M${from[0]} ${from[1]} Q${controlX} ${controlY} ${to[0]} ${to[1]}`;
  return [
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="1 9"/>`,
    `<circle cx="${to[0]}" cy="${to[1]}" r="5" fill="${color}"/>`,
    `<circle cx="${to[0]}" cy="${to[1]}" r="11" fill="none" stroke="${color}" stroke-opacity="0.5" stroke-width="1.5"/>`,
  ].join('');
}
