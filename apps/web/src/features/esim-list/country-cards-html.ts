import { CARD_FLAG_SIZE, CARD_STYLES } from '@/components/ui/destination-card-styles';
import { rasterSrc } from '@/components/ui/raster-src';

/** One card of /esim-list, every text already translated and formatted. */
export interface CountryCardHtml {
  href: string;
  name: string;
  flagUrl: string;
  data: string;
  validity: string;
  startingFrom: string;
  price: string;
  action: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values go through this, so data can never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * Flags in the first two rows load at once; the rest wait until scrolled to. All of them at low
 * priority: a flag is decoration beside the country's name, and on a slow link the page's
 * scripts (search, the currency) matter more than a dozen pictures. Chrome would otherwise raise
 * the ones on screen to high priority once laid out.
 */
const EAGER_CARDS = 12;

/**
 * The 132 cards of an /esim-list page as one HTML string, the same markup DestinationCard
 * renders, except that a card's name is an h2: the list sits right under the page's h1 (axe's
 * heading-order). Why a string: the list is static, and React hydrates every element it
 * renders, so 132 cards (~1,300 elements) cost the visitor's phone hundreds of milliseconds of
 * main thread for nothing; React never walks into dangerouslySetInnerHTML.
 */
export function countryCardsHtml(cards: readonly CountryCardHtml[]): string {
  const s = CARD_STYLES;
  const { width, height } = CARD_FLAG_SIZE;
  return cards
    .map((card, index) => {
      const loading = index < EAGER_CARDS ? 'eager' : 'lazy';
      return `<li class="${s.lazyItem}"><a href="${escapeHtml(card.href)}" class="${s.link}" data-testid="esim-list-card"><article class="${s.shell}" data-testid="plan-card"><img src="${escapeHtml(rasterSrc(card.flagUrl))}" alt="" width="${width}" height="${height}" loading="${loading}" fetchpriority="low" decoding="async" class="${s.flag}"><span class="${s.dataPill}" data-testid="plan-data">${escapeHtml(card.data)}</span><div class="${s.nameBlock}"><h2 class="${s.name}" data-testid="plan-name">${escapeHtml(card.name)}</h2><p class="${s.validity}" data-testid="plan-validity">${escapeHtml(card.validity)}</p></div><p class="${s.priceLabel}">${escapeHtml(card.startingFrom)}<span class="${s.price}" data-testid="plan-price">${escapeHtml(card.price)}</span></p><span class="${s.action}">${escapeHtml(card.action)}</span></article></a></li>`;
    })
    .join('');
}
