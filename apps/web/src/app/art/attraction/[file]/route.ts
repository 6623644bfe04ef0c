import { artNotFound, renderAttractionArtFile, svgResponse } from '@/features/artwork';

/** GET /art/attraction/{attractionId}.svg — illustration for an attraction or tour. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = renderAttractionArtFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
