import type { DatabaseHandle } from '../../src/db/client';
import { heldInSlot } from '../../src/products/lounge-pass/capacity';
import { createBuiltInLoungeProvider } from '../../src/providers/lounges/built-in/built-in-provider';

/** The built-in lounge supplier on a test database, as the app builds it: to wrap in a test. */
export const builtInLounges = (database: DatabaseHandle) =>
  createBuiltInLoungeProvider((resourceId, date, slot) =>
    heldInSlot(database.db, { resourceId, date, slot }),
  );

/** A lounge-pass line for POST /v1/orders: one adult on flight VN 254 unless the test says more. */
export const loungePassLine = (
  resourceId: string,
  fields: { date: string; time: string } & Record<string, unknown>,
) => ({
  kind: 'lounge_pass',
  resourceId,
  adults: 1,
  children: 0,
  flightNumber: 'VN 254',
  travellers: ['An Nguyen'],
  ...fields,
});
