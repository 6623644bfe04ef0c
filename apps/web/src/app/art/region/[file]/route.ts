import { artNotFound, renderRegionArtFile, svgResponse } from '@/features/artwork';

/** GET /art/region/{region-slug}.svg — a lit globe in the region's colours. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = renderRegionArtFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
