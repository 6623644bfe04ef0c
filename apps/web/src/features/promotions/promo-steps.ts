import type { PartnerDetails } from '@tern/contracts';

/** A partner code, checked, with its partner and form (spec §3). */
export interface PartnerStep {
  kind: 'form';
  couponCode: string;
  partnerCode: string;
  details: PartnerDetails;
}

/** A submitted form: the free order, and the e-mail its eSIM goes to. */
export interface Submission {
  orderId: string;
  email: string;
}

/** Where the promo flow is (spec §4): code, then the partner form, then thank you. */
export type PromoStep =
  | { kind: 'code' }
  | PartnerStep
  | { kind: 'thanks'; details: PartnerDetails; submission: Submission };
