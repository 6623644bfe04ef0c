import type { AttractionProduct } from '@tern/contracts';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { rasterSrc } from '@/components/ui/raster-src';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';

export interface AttractionCardWords {
  from: (price: string) => string;
  duration: (minutes: number) => string;
  freeCancellation: string;
  freeData: (data: string) => string;
  /** The card's category, translated. */
  category: string;
}

/** The card's fixed parts, shared with its skeleton so the real card lands without a shift. */
/** A row on phones (picture beside the text: twice the cards on a screen), a column above. */
export const CARD_SHELL =
  'flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-col';
export const CARD_IMAGE =
  'aspect-[3/4] w-28 shrink-0 bg-slate-100 object-cover sm:aspect-[3/2] sm:w-full';
export const CARD_BODY = 'flex min-w-0 flex-1 flex-col p-3 sm:p-4';
export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * One attraction or tour: picture, place, name, length, the "from" price in the traveller's
 * currency, and badges for free cancellation and free data. A plain link (nothing hydrates):
 * the whole card opens /events/{attractionId}.
 */
export function AttractionCard({
  product,
  href,
  locale,
  words,
  eager = false,
}: {
  product: AttractionProduct;
  locale: Locale;
  /** The event page in the visitor's language. */
  href: string;
  words: AttractionCardWords;
  /** The first row is above the fold on a desktop: load it at once. */
  eager?: boolean;
}) {
  const price = formatMoney(product.fromPrice.amount, product.fromPrice.currencyCode, locale);
  return (
    <a
      href={href}
      className={`${CARD_SHELL} group transition hover:-translate-y-0.5 hover:shadow-md`}
      data-testid="attraction-card"
    >
      {/* biome-ignore lint/performance/noImgElement: generated art as a WebP (raster-src.ts), nothing to optimise. */}
      <img
        src={rasterSrc(product.imageUrl)}
        alt=""
        width={480}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={CARD_IMAGE}
      />
      <div className={CARD_BODY}>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {words.category} · {product.city}, {product.country}
        </p>
        <h3 className="mt-1 font-semibold leading-snug text-ink group-hover:text-brand-700">
          {product.attractionName}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{words.duration(product.durationMinutes)}</p>
        <ul className="mt-2 flex flex-wrap gap-1.5 sm:mt-3">
          {product.freeCancellation ? (
            <li className={`${BADGE} bg-emerald-50 text-emerald-800`}>{words.freeCancellation}</li>
          ) : null}
          {product.dataMb > 0 ? (
            <li className={`${BADGE} bg-brand-50 text-brand-800`}>
              {words.freeData(labelDataAmount(describeDataAmount(product.dataMb), ''))}
            </li>
          ) : null}
        </ul>
        <p
          className="mt-auto pt-3 text-base font-bold text-ink sm:pt-4"
          data-testid="attraction-price"
        >
          {words.from(price)}
        </p>
      </div>
    </a>
  );
}
