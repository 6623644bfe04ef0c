/**
 * The checkout feature's public entry. Every product starts a purchase through
 * AddToCheckoutLink with a CheckoutItem; the pages are the checkout, preorder and sandbox ones.
 */
export { CheckoutPage, purchasePaths } from './checkout-page';
export { PreorderPage } from './preorder-page';
export { parsePreorderQuery } from './preorder-query';
export {
  AddToCheckoutLink,
  type AddToCheckoutLinkProps,
} from './purchase/add-to-checkout-link';
export { type CheckoutItem, esimPlanItem } from './purchase/checkout-item';
export { SandboxPayPage } from './sandbox-pay-page';
