import { rasterSrc } from '@/components/ui/raster-src';
import { GALLERY_GRID, GALLERY_PICTURE, type GalleryCard } from './gallery-destinations';

/** The six destination cards (loaded by GalleryLoader when the gallery comes near the screen). */
export default function GalleryCards({ cards }: { cards: readonly GalleryCard[] }) {
  return (
    <ul className={GALLERY_GRID} data-testid="gallery-cards">
      {cards.map((card) => (
        <li key={card.key}>
          <a
            href={card.href}
            aria-label={card.label}
            className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            data-testid="gallery-card"
          >
            <span className="relative block overflow-hidden rounded-2xl">
              {/* biome-ignore lint/performance/noImgElement: generated art as a WebP (raster-src.ts), nothing to optimise. */}
              <img
                src={rasterSrc(card.imageUrl)}
                alt=""
                width={480}
                height={320}
                decoding="async"
                className={`${GALLERY_PICTURE} bg-slate-200 object-cover transition duration-300 group-hover:scale-105`}
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/80 to-transparent px-3 pt-8 pb-3 text-white sm:px-4">
                <span className="block text-base font-bold sm:text-lg">{card.name}</span>
                <span className="block text-xs text-white/90 sm:text-sm">{card.landmark}</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
