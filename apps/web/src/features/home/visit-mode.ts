import type { ClientWords } from '@/i18n/client-words';

/**
 * Spec §2 layout choice: a signed-in traveller in 'visit' navigation mode who has eSIMs sees
 * their own eSIMs instead of the full home page. The page is static and the same for everyone,
 * so the choice is made in the browser: the marketing sections sit in this wrapper, which the
 * visit-mode island hides once it has eSIMs to show in their place.
 */
export const FULL_LAYOUT_ID = 'home-full-layout';

/** Words and links for the visit-mode cards, translated on the server (no client catalogue). */
export interface VisitModeProps {
  /** esim.visitMode, from getClientWords. */
  words: ClientWords;
  /** '/esims' or '/vi/esims': a card links to `${esimsPath}/${orderId}`. */
  esimsPath: string;
  profilePath: string;
}
