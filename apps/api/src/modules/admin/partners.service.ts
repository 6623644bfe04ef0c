import type { AdminPartnerSchema, CreatePartnerBodySchema, PartnerBody } from '@tern/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, isUniqueViolation } from '../../db/client';
import { partners, promoSubmissions } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';
import type { CatalogueStore } from '../catalog/catalog.store';
import { partnerPlanOf } from '../promotions/partner-plan';
import { toPartner } from '../promotions/partner-view';
import { type AuditActor, writeAudit } from './audit';
import { partnerProblems, refuseIfAny } from './references';

type AdminPartner = z.infer<typeof AdminPartnerSchema>;
type CreatePartnerBody = z.infer<typeof CreatePartnerBodySchema>;
type PartnerRow = typeof partners.$inferSelect;

const partnerNotFound = () => new ApiError(404, 'PARTNER_NOT_FOUND', 'No such partner.');

function toAdminPartner(
  catalogue: CatalogueSnapshot,
  row: PartnerRow,
  submissions: number,
): AdminPartner {
  return {
    ...toPartner(catalogue, row),
    active: row.active,
    form: row.form,
    bundleId: partnerPlanOf(catalogue, row)?.id ?? null,
    submissions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored columns of a partner's body. */
const columnsOf = (body: PartnerBody) => ({
  name: body.name,
  logoUrl: body.logoUrl,
  dataAmountMb: body.dataAmount,
  destinationId: body.destinationId,
  form: body.form,
  active: body.active,
});

/** What the audit log keeps of a partner: its terms, not its logo's bytes. */
const auditDetails = (body: PartnerBody) => ({
  name: body.name,
  dataAmount: body.dataAmount,
  destinationId: body.destinationId,
  active: body.active,
  fields: body.form.fields.map((field) => field.id),
  hasLogo: body.logoUrl !== null,
});

export function createPartnersService(deps: { db: Database; store: CatalogueStore }) {
  const { db, store } = deps;

  async function submissionCounts(): Promise<Map<string, number>> {
    const rows = await db
      .select({ code: promoSubmissions.partnerCode, n: count() })
      .from(promoSubmissions)
      .groupBy(promoSubmissions.partnerCode);
    return new Map(rows.map((row) => [row.code, row.n]));
  }

  async function checked(body: PartnerBody): Promise<CatalogueSnapshot> {
    const catalogue = await store.snapshot();
    refuseIfAny(partnerProblems(catalogue, body));
    return catalogue;
  }

  async function answer(catalogue: CatalogueSnapshot, row: PartnerRow) {
    return toAdminPartner(catalogue, row, (await submissionCounts()).get(row.code) ?? 0);
  }

  return {
    async list(): Promise<AdminPartner[]> {
      const [rows, counts, catalogue] = await Promise.all([
        db.select().from(partners).orderBy(asc(partners.code)),
        submissionCounts(),
        store.snapshot(),
      ]);
      return rows.map((row) => toAdminPartner(catalogue, row, counts.get(row.code) ?? 0));
    },

    async create(actor: AuditActor, body: CreatePartnerBody): Promise<AdminPartner> {
      const catalogue = await checked(body);
      const row = await db
        .transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const [inserted] = await tx
            .insert(partners)
            .values({ code: body.partnerCode, ...columnsOf(body) })
            .returning();
          await writeAudit(tx, actor, {
            action: 'partner.create',
            target: `partner:${body.partnerCode}`,
            details: auditDetails(body),
          });
          return inserted!;
        })
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          throw new ApiError(
            409,
            'PARTNER_CODE_TAKEN',
            `The partner code ${body.partnerCode} is already in use: edit that partner, or choose another code.`,
          );
        });
      return answer(catalogue, row);
    },

    /** Replaces a partner's terms and form; its code and submissions stay. */
    async update(actor: AuditActor, partnerCode: string, body: PartnerBody): Promise<AdminPartner> {
      const catalogue = await checked(body);
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [updated] = await tx
          .update(partners)
          .set({ ...columnsOf(body), updatedAt: new Date() })
          .where(eq(partners.code, partnerCode))
          .returning();
        if (!updated) throw partnerNotFound();
        await writeAudit(tx, actor, {
          action: 'partner.update',
          target: `partner:${partnerCode}`,
          details: auditDetails(body),
        });
        return updated;
      });
      return answer(catalogue, row);
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
