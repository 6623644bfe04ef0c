import { artFileResponse, renderDestinationArtFile } from '@/features/artwork';

/** GET /art/destination/{iso2}.svg (or .webp) — brand-styled destination card art. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return artFileResponse((await params).file, renderDestinationArtFile);
}
