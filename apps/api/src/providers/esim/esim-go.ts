import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerOrders } from '../../db/schema';
import type { EsimProvider, EsimUsage, ProvisionRequest } from './esim-provider';

export interface EsimGoOptions {
  /** e.g. https://api.esim-go.com/v2.4 */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** A provider answer we cannot use: the job retries it with backoff. */
export class ProviderError extends Error {}

/** Our plan → the wholesaler's bundle name: esim_5GB_30D_FR_V2, esim_UL_7D_EU_V2. */
export function wholesaleBundleName(request: ProvisionRequest): string {
  const amount = request.dataAmountMb < 0 ? 'UL' : `${request.dataAmountMb / 1000}GB`;
  return `esim_${amount}_${request.durationDays}D_${request.destinationIso ?? 'RG'}_V2`;
}

/**
 * A wholesale adapter shaped like the eSIM Go API: order a bundle with auto-assign, then read
 * the assignment (ICCID, SM-DP+ address, matching id) by the order reference.
 */
export function createEsimGoProvider(db: Database, options: EsimGoOptions): EsimProvider {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(
        `eSIM provider unreachable: ${error instanceof Error ? error.message : error}`,
      );
    }
    if (!response.ok)
      throw new ProviderError(`eSIM provider answered ${response.status} for ${method} ${path}`);
    return (await response.json()) as T;
  }

  async function referenceFor(request: ProvisionRequest): Promise<string> {
    const [known] = await db
      .select()
      .from(providerOrders)
      .where(eq(providerOrders.orderLineId, request.reference));
    if (known) return known.reference;
    const order = await call<{ orderReference: string; status: string }>('POST', '/orders', {
      type: 'transaction',
      assign: true,
      order: [{ type: 'bundle', quantity: 1, item: wholesaleBundleName(request) }],
    });
    if (!order.orderReference) throw new ProviderError('eSIM provider returned no order reference');
    await db
      .insert(providerOrders)
      .values({
        orderLineId: request.reference,
        provider: 'esim-go',
        reference: order.orderReference,
      })
      .onConflictDoNothing();
    return order.orderReference;
  }

  return {
    name: 'esim-go',
    async provision(request) {
      const reference = await referenceFor(request);
      const assignments = await call<{ iccid: string; smdpAddress: string; matchingId: string }[]>(
        'GET',
        `/esims/assignments?reference=${encodeURIComponent(reference)}`,
      );
      const [first] = assignments;
      if (!first?.iccid || !first.smdpAddress || !first.matchingId)
        throw new ProviderError('eSIM assignment not ready yet');
      return {
        kind: 'profile',
        profile: {
          iccid: first.iccid,
          smdpAddress: first.smdpAddress,
          matchingId: first.matchingId,
        },
      };
    },

    async usage(iccid, plan): Promise<EsimUsage> {
      const { bundles } = await call<{
        bundles: {
          assignments: {
            initialQuantity: number;
            remainingQuantity: number;
            bundleState: string;
          }[];
        }[];
      }>('GET', `/esims/${encodeURIComponent(iccid)}/bundles`);
      const assignment = bundles[0]?.assignments[0];
      if (!assignment)
        return {
          initialMb: plan.dataAmountMb,
          remainingMb: plan.dataAmountMb,
          status: 'not-installed',
        };
      const toMb = (bytes: number) => (bytes < 0 ? -1 : Math.round(bytes / 1_000_000));
      return {
        initialMb: toMb(assignment.initialQuantity),
        remainingMb: toMb(assignment.remainingQuantity),
        status:
          assignment.bundleState === 'expired'
            ? 'expired'
            : assignment.bundleState === 'queued'
              ? 'not-installed'
              : 'active',
      };
    },
  };
}
