import { artFileResponse, renderAttractionArtFile } from '@/features/artwork';

/** GET /art/attraction/{attractionId}.svg (or .webp) — illustration for an attraction or tour. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return artFileResponse((await params).file, renderAttractionArtFile);
}
