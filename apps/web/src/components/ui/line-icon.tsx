import type { ReactNode } from 'react';

/**
 * The frame of a drawn line icon (24 × 24, current colour, hidden from screen readers: the
 * control around it carries the name). Its shapes are the children.
 */
export function LineIcon({
  className,
  strokeWidth = 2,
  round = false,
  children,
}: {
  className?: string | undefined;
  strokeWidth?: number;
  /** Round line ends and joins. */
  round?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...(round ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
    >
      {children}
    </svg>
  );
}
