/** The layout feature's public entry: the site's header, footer and store badges. */
export { AppStoreBadges } from './app-store-badges';
export { HOLD_CLICKS_UNTIL_HYDRATED } from './hold-clicks';
export { HydrationSignal } from './hydration-signal';
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
