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
            <span className="block overflow-hidden rounded-2xl">
              {/* biome-ignore lint/performance/noImgElement: generated art as a WebP (raster-src.ts), nothing to optimise. */}
              <img
                src={rasterSrc(card.imageUrl)}
                alt=""
                width={480}
                height={320}
                decoding="async"
                className={`${GALLERY_PICTURE} bg-slate-200 object-cover transition group-hover:scale-105`}
              />
            </span>
            <span className="mt-2 block font-semibold text-ink group-hover:text-brand-700">
              {card.name}
            </span>
            <span className="block text-sm text-slate-600">{card.landmark}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
