import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses';

/** What every back-office route may answer besides its 200, and its OpenAPI tag. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409, 422, 503);
export const tags = ['admin'];

/** The OpenAPI description of a CSV download. */
export const CsvSchema = z.string().describe('text/csv (UTF-8 with a byte-order mark)');

/** Sends CSV as a download named `filename`; a string is sent as it is, not as JSON. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}

export interface Page {
  page: number;
  limit: number;
}

/** A page of rows and the count of all of them, queried side by side. */
export async function paged<T>(
  page: Page,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: Promise<{ n: number }[]>,
): Promise<{ rows: T[]; count: number }> {
  const [found, [counted]] = await Promise.all([
    rows(page.limit, (page.page - 1) * page.limit),
    total,
  ]);
  return { rows: found, count: counted?.n ?? 0 };
}
