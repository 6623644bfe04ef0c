import { CARD_STYLES } from './destination-card-styles';
import { Skeleton } from './skeleton';

/** Row for row the same boxes as DestinationCard, so the real card lands without a shift. */
export function DestinationCardSkeleton() {
  return (
    <div className={CARD_STYLES.shell} aria-hidden="true" data-testid="plan-card-skeleton">
      <Skeleton className="h-9 w-12" />
      <Skeleton className="absolute end-4 top-4 h-6 w-14 rounded-full" />
      <div className={CARD_STYLES.nameBlock}>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="mt-1 h-4 w-1/3" />
      </div>
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-1 h-6 w-1/3" />
      <Skeleton className="mt-auto h-10 w-full rounded-full" />
    </div>
  );
}
