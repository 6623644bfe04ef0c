import { artFileResponse, renderRegionArtFile } from '@/features/artwork';

/** GET /art/region/{region-slug}.svg (or .webp) — a lit globe in the region's colours. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return artFileResponse((await params).file, renderRegionArtFile);
}
