import { artFileResponse, renderLandmarkArtFile } from '@/features/artwork';

/** GET /art/landmark/{iso2}.svg and /art/landmark/{iso2}-full.svg (or .webp) — skyline illustrations. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return artFileResponse((await params).file, renderLandmarkArtFile);
}
