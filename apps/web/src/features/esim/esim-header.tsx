import { rasterSrc } from '@/components/ui/raster-src';

/**
 * The top of an eSIM's pages: the way back, the destination's flag, what the page is (an eSIM,
 * a top-up) and its plan's name.
 */
export function EsimHeader({
  back,
  breadcrumbLabel,
  flagImageUrl,
  eyebrow,
  title,
  subtitle,
  titleTestId,
}: {
  back: { href: string; label: string };
  breadcrumbLabel: string;
  flagImageUrl: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  titleTestId: string;
}) {
  return (
    <>
      <nav aria-label={breadcrumbLabel} className="text-sm text-slate-600">
        <a
          href={back.href}
          className="inline-flex items-center gap-1 hover:text-ink hover:underline"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {back.label}
        </a>
      </nav>
      <header className="mt-5 flex flex-wrap items-center gap-4">
        {/* biome-ignore lint/performance/noImgElement: the build's small WebP flag (raster-src.ts) needs no optimisation. */}
        <img
          src={rasterSrc(flagImageUrl)}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-lg object-cover shadow-sm ring-1 ring-black/10"
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
          <h1
            className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            data-testid={titleTestId}
          >
            {title}
          </h1>
          <p className="text-slate-600">{subtitle}</p>
        </div>
      </header>
    </>
  );
}
