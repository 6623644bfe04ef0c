/** The promotions feature's public entry: the promo banner's button, which opens the flow. */
export { PromoCodeButton } from './promo-code-button';
