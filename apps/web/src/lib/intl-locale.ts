/**
 * The Intl locale a page's language formats money and dates in: British English for English
 * ("€5.97", "26 November 2026", like the rest of the shop), Vietnam's for Vietnamese.
 */
export const intlLocale = (locale: string): string => (locale === 'vi' ? 'vi-VN' : 'en-GB');
