/** One problem with the request, by field: `body.lines.0.travellers`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** What fastify-type-provider-zod puts in error.validation: one entry per zod issue. */
interface ValidationEntry {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { errors?: unknown };
}

interface ZodIssueLike {
  code?: string;
  path?: PropertyKey[];
  message: string;
  errors?: ZodIssueLike[][];
}

const fieldName = (context: string, path: readonly PropertyKey[]) =>
  [context, ...path.map(String)].join('.');

/**
 * A union that no branch accepts (the order body: the `lines` form or the single-plan form) makes
 * zod say only "Invalid input". The branch that got furthest into the input (its deepest issue)
 * is the one the client meant, so its issues are reported; branches that tie are alternatives.
 */
function describeIssue(
  context: string,
  path: PropertyKey[],
  issue: ZodIssueLike,
): { problems: FieldProblem[]; text: string } {
  const branches = (issue.code === 'invalid_union' ? (issue.errors ?? []) : []).filter(
    (branch) => branch.length > 0,
  );
  if (branches.length === 0) {
    const field = fieldName(context, path);
    return { problems: [{ field, message: issue.message }], text: `${field}: ${issue.message}` };
  }
  const described = branches.map((branch) => {
    const parts = branch.map((inner) =>
      describeIssue(context, [...path, ...(inner.path ?? [])], inner),
    );
    return {
      depth: Math.max(...branch.map((inner) => inner.path?.length ?? 0)),
      problems: parts.flatMap((p) => p.problems),
      text: parts.map((p) => p.text).join('; '),
    };
  });
  const deepest = Math.max(...described.map((d) => d.depth));
  const chosen = described.filter((d) => d.depth === deepest);
  return {
    problems: chosen.flatMap((d) => d.problems),
    text:
      chosen.length === 1 ? chosen[0]!.text : `either ${chosen.map((d) => d.text).join(', or ')}`,
  };
}

/** The message and details of a 400 VALIDATION_FAILED, naming every field that is wrong. */
export function describeValidation(
  context: string,
  entries: readonly ValidationEntry[],
): { message: string; details: FieldProblem[] } {
  const described = entries.map((entry) =>
    describeIssue(context, entry.instancePath.split('/').filter(Boolean), {
      code: entry.keyword,
      message: entry.message ?? 'is invalid',
      errors: entry.params?.errors as ZodIssueLike[][] | undefined,
    }),
  );
  return {
    message: described.map((d) => d.text).join('; '),
    details: described.flatMap((d) => d.problems),
  };
}
