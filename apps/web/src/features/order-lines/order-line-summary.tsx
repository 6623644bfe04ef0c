import type { ComponentType } from 'react';
import type { LinePreview } from './line-preview';
import { lineViews } from './line-views';

/** A line of an order (or of a purchase about to be ordered) as its kind shows it. */
export function OrderLineSummary({ line }: { line: LinePreview }) {
  // The map pairs each kind with its own component; TypeScript cannot follow that pairing
  // through the lookup, so the component is widened to take any line.
  const Summary = lineViews(line).Summary as ComponentType<{ line: LinePreview }>;
  return <Summary line={line} />;
}
