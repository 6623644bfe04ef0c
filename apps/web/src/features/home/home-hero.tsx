import { Container } from '@/components/ui/container';

const CLAIMS = ['190+ countries', 'Instant delivery', '24/7 support', 'Rated 4.8'] as const;

/** A postcard from the artwork routes with flag badges pinned to it; purely decorative. */
const POSTCARD = '/art/landmark/jp-full.svg';
const BADGES = [
  { code: 'jp', className: '-left-8 -top-8 size-24' },
  { code: 'fr', className: '-bottom-9 right-12 size-20' },
  { code: 'br', className: '-bottom-5 left-20 size-14' },
] as const;

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%)] opacity-70"
      />
      <Container className="relative grid items-center gap-12 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div className="max-w-xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">
            Travel eSIM
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Stay online wherever you land
          </h1>
          <p className="mt-4 text-base text-slate-300 sm:text-lg">
            Pick your destination, buy a data plan in minutes and install the eSIM before you fly.
            No roaming bills, no SIM swaps.
          </p>
          <ul aria-label="Why travellers choose Tern" className="mt-8 flex flex-wrap gap-2">
            {CLAIMS.map((claim) => (
              <li
                key={claim}
                className="rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/15"
              >
                {claim}
              </li>
            ))}
          </ul>
        </div>
        {/* Generated SVG art needs no optimisation, so plain <img> elements; hidden on phones. */}
        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-lg lg:block">
          {/* biome-ignore lint/performance/noImgElement: generated SVG, nothing to optimise. */}
          <img
            src={POSTCARD}
            alt=""
            width={1200}
            height={600}
            className="aspect-[2/1] w-full rotate-2 rounded-3xl object-cover shadow-2xl ring-1 ring-white/15"
          />
          {BADGES.map(({ code, className }) => (
            // biome-ignore lint/performance/noImgElement: generated SVG, nothing to optimise.
            <img
              key={code}
              src={`/art/flag-badge/${code}.svg`}
              alt=""
              width={160}
              height={160}
              className={`absolute drop-shadow-xl ${className}`}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
