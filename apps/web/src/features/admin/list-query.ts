export type SearchParams = Record<string, string | string[] | undefined>;

/** What parses a query: a contract's schema (AdminCouponListQuerySchema…), typed structurally. */
interface QuerySchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
}

/**
 * A back-office list's filters from its address, read with the API's own query schema: a value
 * the API would refuse (page=abc, status=gone) is dropped, and the list shows without that
 * filter instead of failing. Empty values ("search=") count as not given.
 */
export function parseListQuery<T>(schema: QuerySchema<T>, params: SearchParams): T {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first?.trim()) values[key] = first;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete values[String(issue.path[0])];
  const again = schema.safeParse(values);
  if (again.success) return again.data;
  const bare = schema.safeParse({});
  if (bare.success) return bare.data;
  throw new Error('a list query schema must accept an empty query');
}
