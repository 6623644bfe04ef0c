import { artNotFound, renderLandmarkArtFile, svgResponse } from '@/features/artwork';

/** GET /art/landmark/{iso2}.svg and /art/landmark/{iso2}-full.svg — skyline illustrations. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = renderLandmarkArtFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
