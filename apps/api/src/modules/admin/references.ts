import { type CouponTermsBody, OrderLineInputSchema, type PartnerBody } from '@tern/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, sites } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { FieldProblem } from '../../plugins/validation-message';
import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';
import { noPartnerPlanMessage, partnerPlanOf } from '../promotions/partner-plan';

/** The kinds checkout sells, as the order contract names them. */
export const ORDER_LINE_KINDS: readonly string[] = OrderLineInputSchema.options.map(
  (option) => option.shape.kind.value,
);

/** A 400 like the schema's own: every problem named, by field. */
export function refuseIfAny(problems: FieldProblem[]): void {
  if (problems.length === 0) return;
  throw new ApiError(
    400,
    'VALIDATION_FAILED',
    problems.map((p) => `${p.field}: ${p.message}`).join('; '),
    problems,
  );
}

const unknown = (ids: readonly string[] | null, known: (id: string) => boolean) =>
  (ids ?? []).filter((id) => !known(id));

async function existing(db: Database, table: 'partners' | 'sites', ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows =
    table === 'partners'
      ? await db.select({ id: partners.code }).from(partners).where(inArray(partners.code, ids))
      : await db.select({ id: sites.id }).from(sites).where(inArray(sites.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * What a coupon's terms name must exist: its free plan in the catalogue, its partner, the kinds
 * checkout sells, destinations of the catalogue and known sites. A typo would otherwise make a
 * code that silently never applies.
 */
export async function couponTermsProblems(
  db: Database,
  catalogue: CatalogueSnapshot,
  terms: CouponTermsBody,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const add = (field: string, ids: string[], what: string) => {
    if (ids.length)
      problems.push({ field: `body.${field}`, message: `${what}: ${ids.join(', ')}` });
  };
  if (terms.freeBundleId && !catalogue.bundlesById.has(terms.freeBundleId))
    add('freeBundleId', [terms.freeBundleId], 'not a plan of the catalogue');
  const [knownPartners, knownSites] = await Promise.all([
    existing(db, 'partners', terms.partnerCode ? [terms.partnerCode] : []),
    existing(db, 'sites', terms.siteIds ?? []),
  ]);
  if (terms.partnerCode && !knownPartners.has(terms.partnerCode))
    add('partnerCode', [terms.partnerCode], 'no such partner');
  add(
    'kinds',
    unknown(terms.kinds, (kind) => ORDER_LINE_KINDS.includes(kind)),
    `not one of ${ORDER_LINE_KINDS.join(', ')}`,
  );
  const regionIds = new Set(catalogue.regions.map((region) => region.id));
  add(
    'destinationIds',
    unknown(terms.destinationIds, (id) => catalogue.countriesById.has(id) || regionIds.has(id)),
    'not a country or region id of the catalogue',
  );
  add(
    'siteIds',
    unknown(terms.siteIds, (id) => knownSites.has(id)),
    'no such site',
  );
  return problems;
}

/** A partner's destination is a country of the catalogue that sells a plan for its data amount. */
export function partnerProblems(catalogue: CatalogueSnapshot, body: PartnerBody): FieldProblem[] {
  const terms = { destinationId: body.destinationId, dataAmountMb: body.dataAmount };
  if (!catalogue.countriesById.has(body.destinationId))
    return [
      {
        field: 'body.destinationId',
        message: `not a country id of the catalogue (GET /v1/countries): ${body.destinationId}`,
      },
    ];
  if (!partnerPlanOf(catalogue, terms))
    return [{ field: 'body.dataAmount', message: noPartnerPlanMessage(catalogue, terms) }];
  return [];
}
