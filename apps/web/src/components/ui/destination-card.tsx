import { describeDataAmount, formatRoundedPrice, labelDataAmount } from '@tern/domain';
import type { ReactNode } from 'react';
import { type ClientMessage, formatMessage } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { CARD_FLAG_SIZE, CARD_STYLES } from './destination-card-styles';
import { rasterSrc } from './raster-src';

/** What a destination card shows: one destination and its cheapest (or featured) plan. */
export interface DestinationCardData {
  name: string;
  flagUrl: string;
  price: number;
  currencySymbol: string;
  /** Validity in days of the plan the price belongs to; null when the API knows no plan. */
  days: number | null;
  /** MB; null or negative means unlimited; undefined when the API knows no plan. */
  dataAmount: number | null | undefined;
  /** A short line under the name, e.g. "54 countries · 7 days". */
  caption?: string;
}

/** The card's words, translated on the server (see destinationCardMessages). */
export interface DestinationCardMessages {
  locale: Locale;
  unlimited: string;
  startingFrom: string;
  /** "# day" / "# days". */
  day: ClientMessage;
}

/**
 * Spec §2 plan card: flag, name, 'starting from' rounded price, validity, data, and an action
 * (render `action` with CARD_STYLES.action). Kept to nine elements: lists render dozens.
 */
export function DestinationCard({
  card,
  action,
  eager = false,
  messages: m,
}: {
  card: DestinationCardData;
  action: ReactNode;
  eager?: boolean;
  messages: DestinationCardMessages;
}) {
  const data = card.dataAmount === undefined ? null : describeDataAmount(card.dataAmount);
  return (
    <article className={CARD_STYLES.shell} data-testid="plan-card">
      {/* The name follows, so the flag is decorative for screen readers. */}
      {/* biome-ignore lint/performance/noImgElement: the build's small WebP flag (raster-src.ts) needs no optimisation. */}
      <img
        src={rasterSrc(card.flagUrl)}
        alt=""
        {...CARD_FLAG_SIZE}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={CARD_STYLES.flag}
      />
      {data ? (
        <span className={CARD_STYLES.dataPill} data-testid="plan-data">
          {labelDataAmount(data, m.unlimited)}
        </span>
      ) : null}
      <div className={CARD_STYLES.nameBlock}>
        <h3 className={CARD_STYLES.name} data-testid="plan-name">
          {card.name}
        </h3>
        <p className={CARD_STYLES.validity} data-testid="plan-validity">
          {card.caption ?? (card.days ? formatMessage(m.locale, m.day, { count: card.days }) : '')}
        </p>
      </div>
      <p className={CARD_STYLES.priceLabel}>
        {m.startingFrom}
        <span className={CARD_STYLES.price} data-testid="plan-price">
          {formatRoundedPrice(card.price, card.currencySymbol)}
        </span>
      </p>
      {action}
    </article>
  );
}
