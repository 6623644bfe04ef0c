/**
 * The promo flow's words (GET /api/words/{locale}/promotions): fetched when the flow opens, so
 * the home page carries none of them.
 */
export const PROMOTION_WORDS = {
  set: 'promotions',
  namespaces: [
    'promotions',
    'common.close',
    'common.loading',
    'common.day',
    'common.unlimited',
    'common.buyNow',
  ],
} as const;
