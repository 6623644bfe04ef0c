/**
 * Spec §2 destinations gallery: six cards, each a place and its landmark, linking to the plans
 * of its country (by the catalogue's English name) and drawn by /art/gallery/{art}.svg.
 */
export const GALLERY_DESTINATIONS = [
  { key: 'london', country: 'United Kingdom', art: 'london-eye' },
  { key: 'italy', country: 'Italy', art: 'amalfi-coast' },
  { key: 'switzerland', country: 'Switzerland', art: 'lake-zurich' },
  { key: 'singapore', country: 'Singapore', art: 'merlion-park' },
  { key: 'france', country: 'France', art: 'eiffel-tower' },
  { key: 'vietnam', country: 'Vietnam', art: 'ha-long-bay' },
] as const;

/** One card as the browser gets it: every text translated and every address made. */
export interface GalleryCard {
  key: string;
  name: string;
  landmark: string;
  /** "See Italy plans": the link's accessible name. */
  label: string;
  href: string;
  imageUrl: string;
}

/** The cards' grid and picture box, shared by the cards and their placeholders (no shift). */
export const GALLERY_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';
export const GALLERY_PICTURE = 'aspect-[3/2] w-full rounded-2xl';
