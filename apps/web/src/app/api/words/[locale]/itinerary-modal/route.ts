import { ITINERARY_MODAL_WORDS } from '@/features/home/messages';
import { getClientWordsFor } from '@/i18n/client-words.server';
import { isLocale } from '@/i18n/paths';
import { routing } from '@/i18n/routing';

/** Built once per locale with the pages: the words change only with a deployment. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));

/** GET /api/words/{locale}/itinerary-modal: the home page's itinerary modal's words. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(await getClientWordsFor(locale, ITINERARY_MODAL_WORDS.namespaces));
}
