import { artNotFound, renderDestinationArtFile, svgResponse } from '@/features/artwork';

/** GET /art/destination/{iso2}.svg — brand-styled destination card art. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = renderDestinationArtFile((await params).file);
  return svg ? svgResponse(svg) : artNotFound();
}
