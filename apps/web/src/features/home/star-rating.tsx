const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars, the first `rating` filled; one accessible name instead of five images. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 ${star <= Math.round(rating) ? 'text-amber-500' : 'text-slate-300'}`}
          fill="currentColor"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
