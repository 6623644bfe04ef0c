'use client';
import { PAGE_SIZE } from '@tern/domain';
import { DestinationCard } from '@/components/ui/destination-card';
import { DestinationCardSkeleton } from '@/components/ui/destination-card-skeleton';
import { CARD_STYLES, DESTINATION_GRID } from '@/components/ui/destination-card-styles';
import { formatMessage } from '@/i18n/client-messages';
import type { PlanListItem } from './fetch-plan-page';
import type { PlanListingMessages } from './plan-messages';

/** Cards in the first rows load their flags at once; the rest wait until scrolled to. */
const EAGER_CARDS = 6;

interface PlanGridProps {
  items: PlanListItem[];
  /** Skeleton cards after the items: PAGE_SIZE while a page loads, 0 otherwise (spec §4). */
  skeletons: number;
  onChoose: (item: PlanListItem) => void;
  choosing: boolean;
  messages: PlanListingMessages;
}

export function PlanGrid({ items, skeletons, onChoose, choosing, messages: m }: PlanGridProps) {
  return (
    <ul className={DESTINATION_GRID} aria-busy={skeletons > 0 || undefined}>
      {items.map((item, index) => {
        const days = item.card.days
          ? formatMessage(m.locale, m.card.day, { count: item.card.days })
          : '';
        const caption =
          item.countryCount !== undefined
            ? [formatMessage(m.locale, m.countries, { count: item.countryCount }), days]
                .filter(Boolean)
                .join(' · ')
            : undefined;
        return (
          <li key={item.key}>
            <DestinationCard
              card={{ ...item.card, caption }}
              eager={index < EAGER_CARDS}
              messages={m.card}
              action={
                <button
                  type="button"
                  onClick={() => onChoose(item)}
                  disabled={choosing}
                  aria-label={formatMessage(m.locale, m.chooseOptionsFor, { name: item.card.name })}
                  className={CARD_STYLES.action}
                  data-testid="choose-options"
                >
                  {m.chooseOptions}
                </button>
              }
            />
          </li>
        );
      })}
      {Array.from({ length: skeletons }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <li key={`skeleton-${index}`} aria-hidden="true">
          <DestinationCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export const LOADING_SKELETONS = PAGE_SIZE;
