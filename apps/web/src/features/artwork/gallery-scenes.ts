import { createRandom, round1 } from './seed';
import { linearGradient } from './svg-shapes';

/*
 * The six landmarks of the itinerary landing page's destinations gallery (spec §2), drawn as
 * flat illustrations on a 480 × 320 card: a recognisable silhouette in front of its sky and
 * water, in the shop's own hand rather than photographs fetched from elsewhere.
 */
export const W = 480;
export const H = 320;

export interface Scene {
  defs: string;
  body: string;
}

const sky = (id: string, stops: string[]) => linearGradient(id, stops, 'down');

/** Water from `y` to the bottom edge, darkening with depth, with a few glints of the sky. */
function water(y: number, top: string, bottom: string, glints: string): string {
  const id = `water-${top.slice(1)}`;
  const random = createRandom(`water:${y}:${top}`);
  const lines = Array.from({ length: 7 }, (_, index) => {
    const ly = round1(y + 8 + index * ((H - y - 8) / 7));
    const x = round1(random.between(0, W * 0.7));
    return `<rect x="${x}" y="${ly}" width="${round1(random.between(40, 140))}" height="2" rx="1"/>`;
  }).join('');
  return [
    `<defs>${linearGradient(id, [top, bottom], 'down')}</defs>`,
    `<rect y="${y}" width="${W}" height="${H - y}" fill="url(#${id})"/>`,
    `<g fill="${glints}" fill-opacity="0.45">${lines}</g>`,
  ].join('');
}

/** The London Eye on the South Bank at dusk, over the Thames. */
export function londonEye(): Scene {
  const cx = 300;
  const cy = 150;
  const r = 110;
  const spokes = Array.from({ length: 16 }, (_, index) => {
    const angle = (index / 16) * Math.PI * 2;
    return `M${cx} ${cy}L${round1(cx + Math.cos(angle) * r)} ${round1(cy + Math.sin(angle) * r)}`;
  }).join('');
  const capsules = Array.from({ length: 32 }, (_, index) => {
    const angle = (index / 32) * Math.PI * 2;
    const x = round1(cx + Math.cos(angle) * (r + 6));
    const y = round1(cy + Math.sin(angle) * (r + 6));
    return `<ellipse cx="${x}" cy="${y}" rx="5" ry="3.5"/>`;
  }).join('');
  return {
    defs: sky('sky', ['#2b2d6e', '#7b4ea3', '#f4a27a']),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      // Westminster across the river: the clock tower and the Houses of Parliament.
      '<path d="M40 262V196h10v-22l6-14 6 14v22h10v66zM72 262v-30h96v30zM90 232v-16h8v16zm30 0v-18h8v18zm30 0v-14h8v14z" fill="#3a2f5b"/>',
      '<circle cx="56" cy="186" r="5" fill="#ffd98a"/>',
      `<g fill="none" stroke="#f5f1ff" stroke-width="1.2" stroke-opacity="0.7"><path d="${spokes}"/></g>`,
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#f5f1ff" stroke-width="4"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r - 8}" fill="none" stroke="#f5f1ff" stroke-width="1.5" stroke-opacity="0.8"/>`,
      `<g fill="#ffe8c2">${capsules}</g>`,
      `<circle cx="${cx}" cy="${cy}" r="9" fill="#f5f1ff"/>`,
      // The A-frame legs that hold the wheel from one side.
      `<path d="M${cx} ${cy}L${cx - 46} 262h10L${cx} ${cy + 16}L${cx + 36} 262h10z" fill="#e9e4f7"/>`,
      water(262, '#34306b', '#15143a', '#f4a27a'),
    ].join(''),
  };
}

/** Pastel houses stacked on the cliffs of the Amalfi Coast above a deep blue sea. */
export function amalfiCoast(): Scene {
  const random = createRandom('amalfi');
  const pastel = ['#f7d08a', '#f4a99a', '#fbe3c4', '#f2c6d8', '#fff4e0', '#e9b98a'];
  const houses = Array.from({ length: 26 }, (_, index) => {
    const row = Math.floor(index / 6);
    const x = round1(150 + (index % 6) * 46 + row * 14 + random.between(-6, 6));
    const y = round1(238 - row * 34 - random.between(0, 10));
    const w = round1(random.between(28, 40));
    const h = round1(random.between(22, 32));
    return [
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${random.pick(pastel)}"/>`,
      `<rect x="${round1(x + 6)}" y="${round1(y + 7)}" width="5" height="7" fill="#5b6b8c"/>`,
      `<rect x="${round1(x + w - 12)}" y="${round1(y + 7)}" width="5" height="7" fill="#5b6b8c"/>`,
    ].join('');
  }).join('');
  return {
    defs: sky('sky', ['#6fc3f0', '#bfe7fb']),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      '<circle cx="90" cy="70" r="30" fill="#fff6c9"/>',
      // The cliff rising from the sea on the right, green above, rock below.
      '<path d="M120 270C150 200 170 120 230 90C300 60 380 50 480 40V270z" fill="#5f8f4e"/>',
      '<path d="M130 270C160 230 200 210 260 205C340 198 420 190 480 180V270z" fill="#b08a68"/>',
      houses,
      // The dome of a church among the houses.
      '<path d="M352 128h36v26h-36zM352 128a18 18 0 0 1 36 0z" fill="#f2f2f2"/><path d="M352 128a18 18 0 0 1 36 0" fill="#3f8f7a"/>',
      water(262, '#1e74b8', '#0b3d6e', '#bfe7fb'),
      '<path d="M380 292h50l-8 9h-34z" fill="#fff"/><path d="M402 290v-24l16 24z" fill="#f4a99a"/>',
    ].join(''),
  };
}

/** Lake Zurich with the old town's spires on the shore and the Alps behind. */
export function lakeZurich(): Scene {
  return {
    defs: sky('sky', ['#8ec9ef', '#dff1fb']),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      '<path d="M0 200L70 120L120 160L190 80L260 170L320 110L400 180L450 140L480 160V220H0z" fill="#7d93b5"/>',
      '<path d="M190 80L168 106L182 104L196 116L210 102L222 112zM70 120L56 136L72 132L86 142zM320 110L304 128L320 124L336 132z" fill="#fff"/>',
      '<path d="M0 210C80 196 160 200 240 206C320 212 400 204 480 198V224H0z" fill="#5d8a55"/>',
      // The Fraumünster spire and the Grossmünster's twin towers over the old town.
      '<path d="M150 226V186l8-44 8 44v40zM250 226V170h14v-12l7-16 7 16v12h4v-12l7-16 7 16v12h4v56z" fill="#3d4a66"/>',
      '<path d="M60 226v-24h40v24zm60 0v-18h26v18zm60 0v-28h44v28zm120 0v-20h36v20zm50 0v-26h40v26z" fill="#56627e"/>',
      water(226, '#3f8fc4', '#1d5a8a', '#dff1fb'),
      '<path d="M330 282h56l-9 10h-38z" fill="#fff"/><path d="M356 280v-44l24 44z" fill="#fff"/><path d="M352 280v-32l-18 32z" fill="#f7d08a"/>',
    ].join(''),
  };
}

/** Merlion Park at night: the Merlion's fountain before Marina Bay Sands. */
export function merlionPark(): Scene {
  const random = createRandom('merlion');
  const stars = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${round1(random.between(0, W))}" cy="${round1(random.between(0, 110))}" r="${round1(random.between(0.6, 1.6))}"/>`,
  ).join('');
  const windows = Array.from({ length: 36 }, (_, index) => {
    const tower = index % 3;
    const x = 262 + tower * 52 + (index % 2) * 12;
    const y = 110 + Math.floor(index / 3) * 12;
    return `<rect x="${x}" y="${y}" width="6" height="3"/>`;
  }).join('');
  return {
    defs: sky('sky', ['#0d1440', '#2a2f7a', '#8a4f9e']),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      `<g fill="#fff" fill-opacity="0.8">${stars}</g>`,
      // Marina Bay Sands: three towers joined by the ship-shaped park on their roofs.
      '<path d="M256 250V100h28v150zm52 0V100h28v150zm52 0V100h28v150z" fill="#39407a"/>',
      '<path d="M240 96h170l-8 8H248z" fill="#4b5396"/>',
      `<g fill="#ffd98a" fill-opacity="0.8">${windows}</g>`,
      '<path d="M0 250V200h30v-30h26v80zm420 0v-60h24v-24h36v84z" fill="#2c3166"/>',
      water(250, '#1d2466', '#0a0f33', '#8a4f9e'),
      // The Merlion on its rock, water arching from its mouth into the bay.
      '<path d="M96 272v-40c0-14 8-24 20-26l10-6 8 8c10 4 14 12 12 24l-6 8v32z" fill="#f4f4f2"/>',
      '<path d="M118 214c-6 2-10 8-10 14" fill="none" stroke="#d8d8d2" stroke-width="3"/>',
      '<circle cx="130" cy="214" r="2" fill="#2c3166"/>',
      '<path d="M146 224c30-16 58-6 78 30" fill="none" stroke="#bfe7fb" stroke-width="5" stroke-linecap="round" stroke-opacity="0.85"/>',
      '<path d="M84 288h72v-16H84z" fill="#5a5f7a"/>',
    ].join(''),
  };
}

/** The Eiffel Tower at sunset over the Seine. */
export function eiffelTower(): Scene {
  const cx = 240;
  const lattice = Array.from({ length: 9 }, (_, index) => {
    const y = 90 + index * 18;
    const half = 8 + index * index * 0.9;
    return `M${round1(cx - half)} ${y}L${round1(cx + half)} ${y + 18}M${round1(cx + half)} ${y}L${round1(cx - half)} ${y + 18}`;
  }).join('');
  return {
    defs: sky('sky', ['#3c3a7a', '#d9677a', '#f7b267']),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      '<circle cx="360" cy="190" r="44" fill="#ffd98a" fill-opacity="0.9"/>',
      '<path d="M0 250v-30h40v-16h50v46zm330 0v-24h50v-14h60v38z" fill="#5b3b6e"/>',
      // The tower: a tapering mast, two platforms and the great arch between its legs.
      `<path d="M${cx - 2} 28h4l4 40h-12z" fill="#2a1f44"/>`,
      `<path d="M${cx - 12} 68h24l14 92h-52zM${cx - 30} 160h60l40 96h-30c-8-34-22-50-40-50s-32 16-40 50h-30z" fill="#2a1f44"/>`,
      `<path d="M${cx - 20} 118h40v6h-40zM${cx - 38} 160h76v8h-76z" fill="#1c1430"/>`,
      `<path d="${lattice}" stroke="#f7b267" stroke-opacity="0.35" stroke-width="1" fill="none"/>`,
      '<path d="M0 256c30-10 60-14 90-10s50 12 80 10V262H0zm310 4c40-10 90-14 170-6v8H310z" fill="#3e6b4a"/>',
      water(262, '#4a4784', '#1f1d4a', '#f7b267'),
    ].join(''),
  };
}

/** Limestone islands rising from the emerald water of Ha Long Bay, a junk under red sails. */
export function haLongBay(): Scene {
  const karst = (x: number, width: number, height: number, base: number) =>
    `M${x} ${base}C${x} ${base - height * 0.7} ${x + width * 0.15} ${base - height} ${round1(x + width * 0.45)} ${base - height}C${round1(x + width * 0.8)} ${base - height} ${x + width} ${round1(base - height * 0.6)} ${x + width} ${base}Z`;
  return {
    defs: sky('sky', ['#cfe6e4', '#f3f1e4']),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      `<path d="${karst(20, 90, 90, 230)}${karst(150, 70, 70, 230)}${karst(300, 110, 100, 230)}${karst(420, 80, 80, 230)}" fill="#a9c8bd"/>`,
      `<path d="${karst(-20, 120, 150, 250)}${karst(240, 90, 130, 250)}${karst(380, 120, 170, 250)}" fill="#5f917c"/>`,
      `<path d="${karst(90, 80, 110, 262)}" fill="#3f6d5a"/>`,
      water(250, '#4fa39a', '#21665f', '#f3f1e4'),
      // A junk boat: hull and three red battened sails.
      '<path d="M190 284h90l-12 14h-70z" fill="#6b3d2a"/>',
      '<path d="M204 282v-46l22 8v38zm30 0v-58l26 10v48zm32 0v-38l16 6v32z" fill="#c8453a"/>',
      '<path d="M204 252h22M204 266h22M234 242h26M234 258h26M266 262h16" stroke="#8f2d26" stroke-width="1.5"/>',
    ].join(''),
  };
}
