/** The layout feature's public entry: the site's header, footer, store badges and hydration signal. */
export { AppStoreBadges } from './app-store-badges';
export { USE_CACHED_FONT } from './font-loading';
export { FontWarmup } from './font-warmup';
export { HydrationSignal } from './hydration-signal';
export { RouteFocus } from './route-focus';
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
