import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EsimBundleState } from '@tern/contracts';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { providerOrders } from '../../db/schema';
import type { BundleReading, EsimProvider, EsimReading, ProvisionRequest } from './esim-provider';

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

  /** Orders a bundle once per line: a new eSIM, or onto `iccid` for a top-up. */
  async function referenceFor(request: ProvisionRequest, iccid?: string): Promise<string> {
    const [known] = await db
      .select()
      .from(providerOrders)
      .where(eq(providerOrders.orderLineId, request.reference));
    if (known) return known.reference;
    const item = { type: 'bundle', quantity: 1, item: wholesaleBundleName(request) };
    const order = await call<{ orderReference: string; status: string }>('POST', '/orders', {
      type: 'transaction',
      assign: true,
      order: [iccid ? { ...item, iccids: [iccid], allowReassign: false } : item],
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

  const provider: EsimProvider = {
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

    async read(iccid) {
      const path = `/esims/${encodeURIComponent(iccid)}`;
      const [esim, { bundles }] = await Promise.all([
        call<{ profileStatus?: string }>('GET', path),
        call<{ bundles: WholesaleBundle[] }>('GET', `${path}/bundles?includeUsed=true`),
      ]);
      const assignments = bundles.flatMap((b) =>
        b.assignments.map((a) => ({ ...a, name: b.name })),
      );
      const lineOf = await linesByReference(assignments.map((a) => a.assignmentReference));
      const readings: BundleReading[] = [];
      for (const a of assignments) {
        const lineId = lineOf.get(a.assignmentReference);
        // A bundle we did not sell (added in the wholesaler's portal) is not the traveller's plan.
        if (lineId) readings.push(bundleReading(lineId, a));
      }
      const status = esim.profileStatus ?? 'Released';
      return {
        installed: INSTALLED_STATUSES.has(status),
        voided: readings.length > 0 && readings.every((r) => r.state === 'revoked'),
        bundles: readings,
      };
    },

    async addBundle(request) {
      await referenceFor(request, request.iccid);
    },

    async voidProfile(iccid) {
      const reading = await provider.read(iccid);
      if (reading.installed) return 'in-use';
      for (const bundle of reading.bundles)
        if (
          bundle.state !== 'revoked' &&
          (await provider.revokeBundle(iccid, bundle.lineId)) !== 'revoked'
        )
          return 'in-use';
      return 'voided';
    },

    async revokeBundle(iccid, lineId) {
      const path = `/esims/${encodeURIComponent(iccid)}`;
      const { bundles } = await call<{ bundles: WholesaleBundle[] }>(
        'GET',
        `${path}/bundles?includeUsed=true`,
      );
      const [known] = await db
        .select()
        .from(providerOrders)
        .where(eq(providerOrders.orderLineId, lineId));
      for (const bundle of bundles)
        for (const a of bundle.assignments) {
          if (a.assignmentReference !== known?.reference) continue;
          const state = BUNDLE_STATES[a.bundleState] ?? 'active';
          if (state === 'revoked') return 'revoked';
          if (state !== 'queued') return 'started';
          await call(
            'DELETE',
            `${path}/bundles/${encodeURIComponent(bundle.name)}/assignments/${encodeURIComponent(a.id)}`,
          );
          return 'revoked';
        }
      throw new ProviderError(`eSIM ${iccid} has no bundle for line ${lineId}`);
    },
  };
  return provider;

  async function linesByReference(references: string[]): Promise<Map<string, string>> {
    if (references.length === 0) return new Map();
    const rows = await db
      .select()
      .from(providerOrders)
      .where(inArray(providerOrders.reference, references));
    return new Map(rows.map((r) => [r.reference, r.orderLineId]));
  }
}

interface WholesaleAssignment {
  id: string;
  assignmentReference: string;
  bundleState: string;
  initialQuantity: number;
  remainingQuantity: number;
  startTime?: string | null;
  endTime?: string | null;
  unlimited?: boolean;
}
interface WholesaleBundle {
  name: string;
  assignments: WholesaleAssignment[];
}

/** The wholesaler's profile states once the eSIM is on a phone. */
const INSTALLED_STATUSES = new Set(['Downloaded', 'Installed', 'Enabled', 'Disabled']);

const BUNDLE_STATES: Record<string, EsimBundleState> = {
  processing: 'queued',
  queued: 'queued',
  active: 'active',
  depleted: 'used_up',
  expired: 'expired',
  revoked: 'revoked',
  lapsed: 'expired',
};

/** Quantities are bytes (decimal MB), -1 or `unlimited` for no limit. */
const toMb = (bytes: number) => (bytes < 0 ? -1 : Math.round(bytes / 1_000_000));
const toDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function bundleReading(
  lineId: string,
  a: Omit<WholesaleAssignment, 'id' | 'assignmentReference'>,
): BundleReading {
  const unlimited = a.unlimited === true || a.initialQuantity < 0;
  return {
    lineId,
    initialMb: unlimited ? -1 : toMb(a.initialQuantity),
    remainingMb: unlimited ? -1 : Math.max(0, toMb(a.remainingQuantity)),
    state: BUNDLE_STATES[a.bundleState] ?? 'active',
    startedAt: toDate(a.startTime),
    expiresAt: toDate(a.endTime),
  };
}

/** The usage callback's signature: HMAC-SHA256 of the raw body keyed by the API key (hex or base64). */
export function verifyUsageCallback(
  rawBody: Buffer,
  signature: string | undefined,
  apiKey: string,
) {
  if (!signature) return false;
  const digest = createHmac('sha256', apiKey).update(rawBody).digest();
  const given = signature.trim();
  const candidates = [Buffer.from(given, 'hex'), Buffer.from(given, 'base64')];
  return candidates.some((c) => c.length === digest.length && timingSafeEqual(c, digest));
}

/** A usage callback (V3): the bundle in use on an eSIM and its data left (bytes). */
const UsageCallbackSchema = z.object({
  iccid: z.string().regex(/^\d{18,22}$/),
  alertType: z.string().max(40),
  bundle: z.object({
    reference: z.string().max(200).optional(),
    name: z.string().max(200),
    initialQuantity: z.coerce.number(),
    remainingQuantity: z.coerce.number(),
    startTime: z.string().max(40).nullish(),
    endTime: z.string().max(40).nullish(),
    unlimited: z.boolean().optional(),
  }),
});

/**
 * A verified callback as a reading of its eSIM: on a phone (data was used) with the one bundle
 * it names, matched to our line by the wholesaler's order reference. Null for a body that is not
 * a usage callback, or a bundle we did not sell.
 */
export async function usageCallbackReading(
  db: Database,
  body: unknown,
): Promise<{ iccid: string; reading: EsimReading } | null> {
  const parsed = UsageCallbackSchema.safeParse(body);
  if (!parsed.success || !parsed.data.bundle.reference) return null;
  const { iccid, bundle } = parsed.data;
  const [known] = await db
    .select()
    .from(providerOrders)
    .where(eq(providerOrders.reference, bundle.reference!));
  if (!known) return null;
  const remaining = bundle.remainingQuantity;
  return {
    iccid,
    reading: {
      installed: true,
      voided: false,
      bundles: [
        bundleReading(known.orderLineId, {
          ...bundle,
          bundleState: remaining <= 0 && !bundle.unlimited ? 'depleted' : 'active',
        }),
      ],
    },
  };
}
