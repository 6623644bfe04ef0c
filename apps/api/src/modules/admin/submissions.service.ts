import type { AdminSubmissionSchema } from '@tern/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { partners, promoSubmissions } from '../../db/schema';
import { toCsv } from './csv';
import { type Page, paged } from './route-parts';

type AdminSubmission = z.infer<typeof AdminSubmissionSchema>;
type SubmissionRow = typeof promoSubmissions.$inferSelect;

/**
 * The columns every export starts with; the form's other fields follow, one column per field id.
 * Each is a field of AdminSubmission, so the header is the API's own names.
 */
const IDENTITY_COLUMNS = [
  'id',
  'createdAt',
  'partnerCode',
  'couponCode',
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'source',
  'orderId',
] as const;

/** The most rows one export holds, newest first. */
const CSV_ROWS_MAX = 50_000;

const toAdminSubmission = (row: SubmissionRow): AdminSubmission => ({
  id: row.id,
  partnerCode: row.partnerCode,
  couponCode: row.couponCode,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phoneNumber: row.phoneNumber,
  source: row.source,
  formData: row.formData,
  orderId: row.orderId,
  createdAt: row.createdAt.toISOString(),
});

export function createSubmissionsService(db: Database) {
  const byPartner = (partnerCode: string | undefined) =>
    partnerCode ? eq(promoSubmissions.partnerCode, partnerCode) : undefined;

  /**
   * The field columns: the partner's form in its order, then any id only older answers carry (the
   * form changed since). Across partners, every id in the order first met.
   */
  async function fieldColumns(partnerCode: string | undefined, rows: AdminSubmission[]) {
    const ids = new Set<string>();
    if (partnerCode) {
      const [partner] = await db
        .select({ form: partners.form })
        .from(partners)
        .where(eq(partners.code, partnerCode));
      for (const field of partner?.form.fields ?? []) ids.add(field.id);
    }
    for (const row of rows) for (const answer of row.formData) ids.add(answer.id);
    // The identity fields (email, firstName …) are form fields too, already in their own columns.
    return [...ids].filter((id) => !(IDENTITY_COLUMNS as readonly string[]).includes(id));
  }

  return {
    async list(query: Page & { partnerCode?: string | undefined }) {
      const where = byPartner(query.partnerCode);
      const { rows, count: n } = await paged(
        query,
        (limit, offset) =>
          db
            .select()
            .from(promoSubmissions)
            .where(where)
            .orderBy(desc(promoSubmissions.createdAt), asc(promoSubmissions.id))
            .limit(limit)
            .offset(offset),
        db.select({ n: count() }).from(promoSubmissions).where(where),
      );
      return { submissions: rows.map(toAdminSubmission), count: n };
    },

    /** Every submission as CSV: identity columns, then one column per form field id. */
    async csv(partnerCode: string | undefined): Promise<string> {
      const rows = (
        await db
          .select()
          .from(promoSubmissions)
          .where(byPartner(partnerCode))
          .orderBy(desc(promoSubmissions.createdAt), asc(promoSubmissions.id))
          .limit(CSV_ROWS_MAX)
      ).map(toAdminSubmission);
      const fields = await fieldColumns(partnerCode, rows);
      return toCsv(
        [...IDENTITY_COLUMNS, ...fields],
        rows.map((row) => {
          const answers = new Map(row.formData.map((answer) => [answer.id, answer.value]));
          return [
            ...IDENTITY_COLUMNS.map((column) => row[column]),
            ...fields.map((id) => answers.get(id) ?? ''),
          ];
        }),
      );
    },
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
