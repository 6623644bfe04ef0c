/**
 * The checkout feature's entry for other features: every product starts a purchase through
 * AddToCheckoutLink with a CheckoutItem. The pages and loaders are in ./server, so a page that
 * only sells something does not pull the checkout pages' client code into its bundle.
 */
export {
  AddToCheckoutLink,
  type AddToCheckoutLinkProps,
} from './purchase/add-to-checkout-link';
export {
  type CheckoutItem,
  esimPlanItem,
  type PreparedLineItem,
} from './purchase/checkout-item';
