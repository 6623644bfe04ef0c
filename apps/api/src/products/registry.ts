import type { OrderLineInput } from '@tern/contracts';
import type { JobHandler } from '../jobs/runner';
import type { ProductKind } from './product-kind';

/** The kinds this API sells, by name. The contract's union already refuses unknown kinds (400). */
export function createProductRegistry(kinds: ProductKind[]) {
  const byKind = new Map(kinds.map((k) => [k.kind as string, k]));
  return {
    get<I extends OrderLineInput>(kind: I['kind'] | string): ProductKind<I> {
      const found = byKind.get(kind);
      // Only a line written by a newer version could name a kind this process does not know.
      if (!found) throw new Error(`no product kind "${kind}" is registered`);
      return found as unknown as ProductKind<I>;
    },
    /** The jobs every kind brings, for the durable runner. */
    jobHandlers(): Record<string, JobHandler> {
      return Object.assign({}, ...kinds.map((k) => k.jobs ?? {}));
    },
  };
}

export type ProductRegistry = ReturnType<typeof createProductRegistry>;
