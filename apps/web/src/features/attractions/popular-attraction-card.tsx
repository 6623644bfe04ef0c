import type { AttractionProduct } from '@tern/contracts';
import { rasterSrc } from '@/components/ui/raster-src';
import { PlainLink } from '@/i18n/link';

/** Two columns even on phones: four full-width cards would push what follows far down. */
export const POPULAR_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/**
 * One popular attraction (a home page deal, a landing page top event): picture, place, name and
 * the free data it comes with; links to /events/{attractionId}.
 */
export function PopularAttractionCard({
  product,
  bookLabel,
}: {
  product: AttractionProduct;
  bookLabel: string;
}) {
  return (
    <PlainLink
      href={`/events/${encodeURIComponent(product.attractionId)}`}
      // A plain link: nothing on the card needs hydrating.
      data-testid="deal-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      {/* biome-ignore lint/performance/noImgElement: generated art as a WebP (raster-src.ts), nothing to optimise. */}
      <img
        src={rasterSrc(product.imageUrl)}
        alt=""
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {product.country}
        </p>
        <h3 className="mt-1 text-sm font-semibold leading-snug text-ink sm:text-base">
          {product.attractionName}
        </h3>
        <p className="mt-2 inline-flex items-start gap-1.5 text-xs text-brand-700 sm:mt-3 sm:text-sm">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0"
            fill="currentColor"
          >
            <path d="M10 15.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM4.9 12.3a7.2 7.2 0 0 1 10.2 0l-1.4 1.4a5.2 5.2 0 0 0-7.4 0zM2 9.4a11.3 11.3 0 0 1 16 0l-1.4 1.4a9.3 9.3 0 0 0-13.2 0z" />
          </svg>
          {product.dataDescription}
        </p>
        <span className="mt-auto pt-3 text-sm font-semibold text-ink group-hover:text-brand-700">
          {bookLabel}{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </span>
      </div>
    </PlainLink>
  );
}
