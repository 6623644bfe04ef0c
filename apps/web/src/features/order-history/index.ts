/** The order-history feature's public entry: the profile page. */
export { esimHref, ProfilePage } from './profile-page';
export { SignedOutPrompt } from './signed-out-prompt';
