import { renderDestinationArtFile } from '@/features/artwork/destination-art';
import { artNotFound, svgResponse } from '@/features/artwork/svg-response';

/** GET /art/destination/{iso2}.svg — brand-styled destination card art. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = renderDestinationArtFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
