/**
 * The checkout catalogue for client parts that live outside the checkout pages (the guest
 * dialog on destination pages). Loaded on demand, one locale at a time, so those pages carry
 * none of it until a traveller actually buys.
 */
const LOADERS = {
  en: () => import('../../../../messages/en/checkout.json'),
  vi: () => import('../../../../messages/vi/checkout.json'),
} as const;

export type CheckoutMessages = Awaited<ReturnType<(typeof LOADERS)['en']>>['default'];

export async function loadCheckoutMessages(locale: string): Promise<CheckoutMessages> {
  const load = LOADERS[locale as keyof typeof LOADERS] ?? LOADERS.en;
  return (await load()).default;
}
