import { artNotFound, renderLoungeArtFile, svgResponse } from '@/features/artwork';

/** GET /art/lounge/{resourceId}.svg — illustration for a lounge or fast-track service. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = renderLoungeArtFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
