import { Skeleton } from '@/components/ui/skeleton';
import { CARD_BODY, CARD_GRID, CARD_IMAGE, CARD_SHELL } from './attraction-card';

/** Spec §9: a list that is loading shows 12 skeleton cards. */
const SKELETON_CARDS = 12;

/** Box for box the same as AttractionCard, twelve of them, so the list lands without a shift. */
export function AttractionCardSkeletons() {
  return (
    <ul className={CARD_GRID} aria-hidden="true" data-testid="attraction-skeletons">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={CARD_SHELL}>
          <Skeleton className={`${CARD_IMAGE} rounded-none`} />
          <div className={CARD_BODY}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-5 w-5/6" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton className="mt-3 h-5 w-1/2 rounded-full" />
            <Skeleton className="mt-4 h-6 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
