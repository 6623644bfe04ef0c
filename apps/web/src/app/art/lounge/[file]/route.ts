import { artFileResponse, renderLoungeArtFile } from '@/features/artwork';

/** GET /art/lounge/{resourceId}.svg (or .webp) — illustration for a lounge or fast-track service. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return artFileResponse((await params).file, renderLoungeArtFile);
}
