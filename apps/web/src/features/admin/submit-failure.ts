import { isApiError } from '@/lib/api/api-error';

/**
 * What a refused back-office form shows: the API's field problems (a 400 names each field,
 * "body.endsAt") beside the fields they belong to, and anything else above the submit button.
 */
export function submitFailure<Field extends string>(
  error: unknown,
  fieldOf: (problemField: string) => Field | null,
  fallback: string,
): { fieldErrors: Partial<Record<Field, string>>; message: string | null } {
  if (!isApiError(error)) return { fieldErrors: {}, message: fallback };
  const problems = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  const fieldErrors: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const problem of problems) {
    const { field, message } = (problem ?? {}) as { field?: unknown; message?: unknown };
    if (typeof message !== 'string') continue;
    const target = typeof field === 'string' ? fieldOf(field) : null;
    if (target && !fieldErrors[target]) fieldErrors[target] = message;
    else if (!target) unplaced.push(message);
  }
  if (problems.length === 0)
    return { fieldErrors, message: error.status ? error.message : fallback };
  return { fieldErrors, message: unplaced.length > 0 ? unplaced.join(' ') : null };
}
