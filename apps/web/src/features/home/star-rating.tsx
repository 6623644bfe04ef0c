/**
 * Five stars, the first `rating` filled; one accessible name instead of five images. Drawn by
 * CSS (`.star-rating` in globals.css: one star shape repeated as a mask), so a page of reviews
 * carries no inline SVG in its HTML or twice over in its flight data.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return <span role="img" aria-label={label} className="star-rating" data-filled={filled} />;
}
