/** Said while a step's code loads: announced, and as tall as a short form so little moves. */
export function StepLoading({ label }: { label: string }) {
  return (
    <p role="status" className="py-10 text-center text-sm text-slate-600">
      {label}
    </p>
  );
}
