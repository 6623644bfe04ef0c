/**
 * Spec §2 "An itinerary modal is toggled from stored state": localStorage says the modal is
 * open. Opening it sets the flag, closing or submitting it clears it, and a page loaded while it
 * is set opens the modal again.
 */
export const ITINERARY_MODAL_KEY = 'showItineraryModal';
/** The free-itinerary tile, a server-rendered link that opens the modal once the page is live. */
export const ITINERARY_TILE_ID = 'itinerary-tile';

export function isItineraryModalOpen(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(ITINERARY_MODAL_KEY) === 'true';
}

/**
 * Blocked storage (private mode) is ignored: the modal still works; a reload forgets it. The
 * storage is looked up inside, as merely reading `localStorage` throws where it is blocked.
 */
export function storeItineraryModalOpen(
  open: boolean,
  storage: () => Pick<Storage, 'setItem' | 'removeItem'> = () => localStorage,
): void {
  try {
    if (open) storage().setItem(ITINERARY_MODAL_KEY, 'true');
    else storage().removeItem(ITINERARY_MODAL_KEY);
  } catch {
    // ignored: see above
  }
}
