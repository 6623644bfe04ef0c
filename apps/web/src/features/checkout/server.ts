/** The checkout feature's pages and loaders, for app/: server components and API reads. */
export { CheckoutPage, purchasePaths } from './checkout-page';
export { findBundle } from './find-bundle';
export { isFree, isPayable } from './payable';
export { PreorderPage } from './preorder-page';
export { parsePreorderQuery } from './preorder-query';
export { SandboxPayPage } from './sandbox-pay-page';
export { stripePublishableKey } from './stripe-config';
