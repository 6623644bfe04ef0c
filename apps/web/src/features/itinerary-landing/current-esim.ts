import type { OrderedEsim } from '@tern/contracts';

/** In use, ready to install or on its way: the eSIM a trip being planned would use. */
const LIVE: readonly OrderedEsim['status'][] = [
  'active',
  'installed',
  'not_installed',
  'preparing',
];

/**
 * The eSIM the 'Your eSIM' card shows (spec §2): the newest one still live, else the newest
 * expired one; never a refunded order, which gave the traveller no eSIM at all.
 */
export function currentEsim(esims: readonly OrderedEsim[]): OrderedEsim | null {
  const newestFirst = esims
    .filter((esim) => esim.status !== 'refunded')
    .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
  return newestFirst.find((esim) => LIVE.includes(esim.status)) ?? newestFirst[0] ?? null;
}
