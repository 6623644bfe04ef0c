import { ITINERARY_MODAL_WORDS } from '@/features/home/messages';
import { onDemandWordsRoute } from '@/i18n/client-words.server';
import { routing } from '@/i18n/routing';

/** Built once per locale with the pages: the words change only with a deployment. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));

/** GET /api/words/{locale}/itinerary-modal: the home page's itinerary modal's words. */
export const GET = onDemandWordsRoute(ITINERARY_MODAL_WORDS.namespaces);
