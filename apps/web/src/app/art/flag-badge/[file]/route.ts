import { artNotFound, renderFlagBadgeFile, svgResponse } from '@/features/artwork';

/** GET /art/flag-badge/{iso2}.svg — the round flag in the brand frame. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = await renderFlagBadgeFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
