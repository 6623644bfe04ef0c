// Copies generated static assets into public/ (gitignored): flag-icons SVGs, served at the flag URLs
// the API returns (/flags/1x1/fr.svg, /flags/4x3/eu.svg), a WebP of each flag that pages show
// instead (/flags/4x3/fr.webp, see src/components/ui/raster-src.ts), and the Inter font files.
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// Resolved through Node rather than a fixed node_modules path: npm workspaces may hoist the
// package to the repo root or keep it under apps/web.
const require = createRequire(join(webRoot, 'package.json'));
const flagIconsRoot = dirname(require.resolve('flag-icons/package.json'));

const RATIOS = ['4x3', '1x1'];
/**
 * The pixel size of each ratio's WebP: three times the largest the pages show a flag at (48×36
 * in cards and lists, 72×54 on a destination page; 40×40 round), so it stays sharp on a phone.
 * A raster flag is decoded off the page's main thread; an SVG <img> is a document of its own,
 * parsed, styled and laid out on it (12 flags: 270 ms of main thread on this machine, 0 as WebP;
 * Spain's and Mexico's SVGs are 80 kB, their WebPs 1 kB).
 */
const RASTER = { '4x3': { width: 144, height: 108 }, '1x1': { width: 120, height: 120 } };

for (const ratio of RATIOS) {
  const source = join(flagIconsRoot, 'flags', ratio);
  const target = join(webRoot, 'public', 'flags', ratio);
  // Start clean so a flag removed upstream does not linger from an older copy.
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(source, target, { recursive: true, filter: (path) => !path.endsWith('.DS_Store') });
  const svgs = (await readdir(target)).filter((name) => name.endsWith('.svg'));
  await renderWebp(target, svgs, RASTER[ratio]);
  console.log(`flags: copied ${svgs.length} ${ratio} SVGs to public/flags/${ratio}, with WebPs`);
}

async function renderWebp(dir, svgs, size) {
  // sharp is loaded only here: the only part of the build that needs it.
  const { default: sharp } = await import('sharp');
  const queue = [...svgs];
  const worker = async () => {
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      await sharp(join(dir, name))
        .resize(size.width, size.height, { fit: 'cover' })
        .webp({ quality: 82 })
        .toFile(join(dir, name.replace(/\.svg$/, '.webp')));
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, cpus().length) }, worker));
}

// Inter (variable weight), self-hosted from @fontsource-variable/inter: only the subsets the
// storefront's languages need, served from /fonts so the layout can preload the latin one.
const interFiles = join(
  dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files',
);
const fontsTarget = join(webRoot, 'public', 'fonts');
await rm(fontsTarget, { recursive: true, force: true });
await mkdir(fontsTarget, { recursive: true });
for (const subset of ['latin', 'latin-ext', 'vietnamese']) {
  await cp(
    join(interFiles, `inter-${subset}-wght-normal.woff2`),
    join(fontsTarget, `inter-${subset}.woff2`),
  );
}
// Noto Sans Arabic (variable weight) for the Arabic script, which Inter does not draw.
await cp(
  join(
    dirname(require.resolve('@fontsource-variable/noto-sans-arabic/package.json')),
    'files',
    'noto-sans-arabic-arabic-wght-normal.woff2',
  ),
  join(fontsTarget, 'noto-sans-arabic.woff2'),
);
console.log('fonts: copied 3 Inter subsets and Noto Sans Arabic to public/fonts');
