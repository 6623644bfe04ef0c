import { Skeleton } from '@/components/ui/skeleton';
import { COUNTRY_GRID_CLASSES } from './country-grid';

/** Same grid, same card height as the real list, so nothing moves when the countries arrive. */
export function CountryGridSkeleton({ cards }: { cards: number }) {
  return (
    <>
      {/* Stands in for the "Showing n of m destinations" line (text-sm: 20 px tall). */}
      <Skeleton className="mb-4 h-5 w-52" />
      <ul className={COUNTRY_GRID_CLASSES} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <Skeleton className="h-9 w-12" />
            <Skeleton className="mt-4 h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
            <Skeleton className="mt-3 h-3 w-1/3" />
          </li>
        ))}
      </ul>
    </>
  );
}
