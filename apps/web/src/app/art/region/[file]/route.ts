import { renderRegionArtFile } from '@/features/artwork/region-art';
import { artNotFound, svgResponse } from '@/features/artwork/svg-response';

/** GET /art/region/{region-slug}.svg — a lit globe in the region's colours. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = renderRegionArtFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
