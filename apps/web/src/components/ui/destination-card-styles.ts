import styles from './destination-card.module.css';

/** The card's class names (destination-card.module.css), for its React and HTML renderers. */
export const CARD_STYLES = styles;

export const DESTINATION_GRID = styles.grid;

/** Flag images are 4:3 SVGs; width and height are set so nothing shifts while they load. */
export const CARD_FLAG_SIZE = { width: 48, height: 36 } as const;
