import { z } from 'zod';
import { BUNDLE_ID_PATTERN } from './bundle-id';

export { BUNDLE_ID_PATTERN, isBundleId } from './bundle-id';

export const BundleIdSchema = z
  .string()
  .min(1, { error: 'bundleId is required' })
  .max(100, { error: 'bundleId is not a plan id' })
  .regex(BUNDLE_ID_PATTERN, { error: 'bundleId is not a plan id' });

export const OrderIdSchema = z.string().uuid({ error: 'orderId must be a UUID' });
export const PaymentIdSchema = z.string().uuid({ error: 'paymentId must be a UUID' });
export const OrderLineIdSchema = z.string().uuid({ error: 'lineId must be a UUID' });
