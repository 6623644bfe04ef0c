'use client';
import { lazy, Suspense } from 'react';

/** One invalid field: its element id (the link's target) and its error, as shown beside it. */
export interface FieldProblem {
  id: string;
  text: string;
}

export interface ErrorSummaryProps {
  /** What went wrong for the form as a whole (a refused sign-in, a failed order). */
  message?: string | null;
  /**
   * The fields a failed submit found wrong, in reading order: each a link to its field. A new
   * list (each submit makes one) moves focus to the summary again.
   */
  problems?: readonly FieldProblem[];
  /** "There is a problem" in the page's language: the summary's heading. */
  title?: string;
  testId?: string;
}

// Shown only after a failed submit: no page's first load carries it (budgets.json).
const Box = lazy(() => import('./error-summary-box'));

/**
 * GOV.UK's error summary, at the top of a form: a heading, then each field's error as a link to
 * the field (which keeps its own message, tied by aria-describedby), or the form's one message.
 * It takes focus when it appears or changes, so a keyboard or screen-reader user lands on it.
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  if (!props.message && !props.problems?.length) return null;
  return (
    <Suspense fallback={null}>
      <Box {...props} />
    </Suspense>
  );
}
