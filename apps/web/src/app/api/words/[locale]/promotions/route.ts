import { PROMOTION_WORDS } from '@/features/promotions/messages';
import { onDemandWordsRoute } from '@/i18n/client-words.server';
import { routing } from '@/i18n/routing';

/** Built once per locale with the pages: the words change only with a deployment. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));

/** GET /api/words/{locale}/promotions: the promo flow's words (i18n/on-demand-words.ts). */
export const GET = onDemandWordsRoute(PROMOTION_WORDS.namespaces);
