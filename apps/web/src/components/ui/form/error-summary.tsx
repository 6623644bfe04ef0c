import { forwardRef } from 'react';

export interface ErrorSummaryProps {
  /** What went wrong for the form as a whole (a refused sign-in, a failed order). */
  message: string | null;
  testId?: string;
}

/**
 * The form-level error: announced when it appears and focusable, so a form can move focus to it
 * when no single field is to blame. Field errors stay beside their fields.
 */
export const ErrorSummary = forwardRef<HTMLParagraphElement, ErrorSummaryProps>(
  function ErrorSummary({ message, testId }, ref) {
    if (!message) return null;
    return (
      <p
        ref={ref}
        role="alert"
        tabIndex={-1}
        className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700 outline-none"
        data-testid={testId}
      >
        {message}
      </p>
    );
  },
);
