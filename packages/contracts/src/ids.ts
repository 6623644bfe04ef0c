import { z } from 'zod';

/**
 * The one shape of a plan id (`bndl_fr_5gb_30d`): lower-case letters, digits and underscores.
 * Used by the API's request schemas and by every web parser of a bundle id (query, storage).
 */
export const BUNDLE_ID_PATTERN = /^[a-z0-9_]{1,100}$/;

export const BundleIdSchema = z
  .string()
  .min(1, { error: 'bundleId is required' })
  .max(100, { error: 'bundleId is not a plan id' })
  .regex(BUNDLE_ID_PATTERN, { error: 'bundleId is not a plan id' });

export const OrderIdSchema = z.string().uuid({ error: 'orderId must be a UUID' });
export const PaymentIdSchema = z.string().uuid({ error: 'paymentId must be a UUID' });
export const OrderLineIdSchema = z.string().uuid({ error: 'lineId must be a UUID' });
