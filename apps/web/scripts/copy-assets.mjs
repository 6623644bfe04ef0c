// Copies generated static assets into public/ (gitignored): flag-icons SVGs, served at the flag URLs
// the API returns (/flags/1x1/fr.svg, /flags/4x3/eu.svg), and the Inter font files.
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// Resolved through Node rather than a fixed node_modules path: npm workspaces may hoist the
// package to the repo root or keep it under apps/web.
const require = createRequire(join(webRoot, 'package.json'));
const flagIconsRoot = dirname(require.resolve('flag-icons/package.json'));

const RATIOS = ['4x3', '1x1'];

for (const ratio of RATIOS) {
  const source = join(flagIconsRoot, 'flags', ratio);
  const target = join(webRoot, 'public', 'flags', ratio);
  // Start clean so a flag removed upstream does not linger from an older copy.
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(source, target, { recursive: true, filter: (path) => !path.endsWith('.DS_Store') });
  const count = (await readdir(target)).filter((name) => name.endsWith('.svg')).length;
  console.log(`flags: copied ${count} ${ratio} SVGs to public/flags/${ratio}`);
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
console.log('fonts: copied 3 Inter subsets to public/fonts');
