import 'server-only';

/**
 * Stripe's publishable key, read when the page renders (not inlined at build), so one build can
 * be pointed at test or live keys. Read by a computed name because Next would otherwise replace
 * a literal process.env.NEXT_PUBLIC_… with its build-time value.
 */
export function stripePublishableKey(source: NodeJS.ProcessEnv = process.env): string | null {
  for (const name of ['STRIPE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY']) {
    const value = source[name]?.trim();
    if (value?.startsWith('pk_')) return value;
  }
  return null;
}
