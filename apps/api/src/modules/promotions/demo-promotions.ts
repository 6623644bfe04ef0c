import { APP_COUPON_CODE, APP_SITE_ID, type PromoForm } from '@tern/contracts';
import type { Database } from '../../db/client';
import { coupons, partners } from '../../db/schema';
import { countryId } from '../../db/seed/countries';

export const DEMO_PARTNER_CODE = 'DEMOAIR';
export const DEMO_COUPON_CODE = 'TRAVEL10';

/** Demo Air's form: all five field types, with required, maxLength, minDate and maxDate. */
export const DEMO_PARTNER_FORM: PromoForm = {
  title: 'Demo Air: 1 GB of free data for Vietnam',
  fields: [
    { id: 'firstName', type: 'text', label: 'First name', required: true, maxLength: 40 },
    { id: 'lastName', type: 'text', label: 'Last name', required: true, maxLength: 40 },
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'phoneNumber', type: 'phone', label: 'Phone number', required: true },
    {
      id: 'bookingReference',
      type: 'text',
      label: 'Booking reference',
      required: true,
      maxLength: 6,
    },
    { id: 'residence', type: 'country', label: 'Country of residence', required: true },
    {
      id: 'startDate',
      type: 'date',
      label: 'Start date',
      required: true,
      minDate: '2026-01-01',
      maxDate: '2030-12-31',
    },
    {
      id: 'endDate',
      type: 'date',
      label: 'End date',
      required: true,
      minDate: '2026-01-01',
      maxDate: '2030-12-31',
    },
  ],
};

/**
 * The embedded database's demo promotions (README): partner DEMOAIR, TRAVEL10 and APP10. Only
 * what is missing is added, so a shop owner's changes survive a restart.
 */
export async function seedDemoPromotions(db: Database): Promise<void> {
  await db
    .insert(partners)
    .values({
      code: DEMO_PARTNER_CODE,
      name: 'Demo Air',
      logoUrl: null,
      dataAmountMb: 1000,
      destinationId: countryId('VN'),
      form: DEMO_PARTNER_FORM,
    })
    .onConflictDoNothing();
  await db
    .insert(coupons)
    .values([
      {
        code: DEMO_PARTNER_CODE,
        description: 'Demo Air: 1 GB of free data for Vietnam',
        type: 'free_product',
        partnerCode: DEMO_PARTNER_CODE,
        maxPerTraveller: 1,
      },
      {
        code: DEMO_COUPON_CODE,
        description: '10% off any order',
        type: 'percent',
        percentOff: 10,
        maxPerTraveller: null,
      },
      {
        code: APP_COUPON_CODE,
        description: '10% off in the Tern app',
        type: 'percent',
        percentOff: 10,
        siteIds: [APP_SITE_ID],
        maxPerTraveller: null,
      },
    ])
    .onConflictDoNothing();
}
