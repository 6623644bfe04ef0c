import type { PartnerDetails } from '@tern/contracts';

/** A partner code, checked, with its partner and form (spec §3). */
export interface PartnerStep {
  kind: 'form';
  couponCode: string;
  partnerCode: string;
  details: PartnerDetails;
}

/** What the submission answered: its message and the free order. */
export interface Submission {
  message: string;
  orderId: string;
}

/** Where the promo flow is (spec §4): code, then the partner form, then thank you. */
export type PromoStep =
  | { kind: 'code' }
  | PartnerStep
  | { kind: 'thanks'; details: PartnerDetails; submission: Submission };
