import type { DatabaseHandle } from '../../src/db/client';
import { heldInSlot } from '../../src/products/lounge-pass/capacity';
import { createBuiltInLoungeProvider } from '../../src/providers/lounges/built-in/built-in-provider';

/** The built-in lounge supplier on a test database, as the app builds it: to wrap in a test. */
export const builtInLounges = (database: DatabaseHandle) =>
  createBuiltInLoungeProvider((resourceId, date, slot) =>
    heldInSlot(database.db, { resourceId, date, slot }),
  );
