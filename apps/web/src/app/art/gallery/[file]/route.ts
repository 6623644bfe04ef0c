import { artFileResponse, renderGalleryArtFile } from '@/features/artwork';

/** GET /art/gallery/{name}.svg (or .webp): the itinerary landing page's destination pictures. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return artFileResponse((await params).file, renderGalleryArtFile);
}
