/** A previous/next arrow: a chevron on screen, the word for screen readers. */
export function PaginationArrow({
  direction,
  label,
}: {
  direction: 'previous' | 'next';
  label: string;
}) {
  return (
    <>
      <span className="sr-only">{label}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4 rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </>
  );
}
