/**
 * Spec §2 "Layout choice" / §3 client state: the traveller's navigation mode, kept in this
 * browser only. 'home' (the default) shows the full home page; 'visit' puts their own eSIMs
 * first. Shared by the profile switch that sets it and the home page that reads it.
 */
export const NAVIGATION_MODE_KEY = 'navigationMode';

export type NavigationMode = 'home' | 'visit';

type ModeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Anything but an explicit 'visit' (nothing stored, an old or garbled value) means 'home'. */
export function readNavigationMode(storage: ModeStorage): NavigationMode {
  return storage.getItem(NAVIGATION_MODE_KEY) === 'visit' ? 'visit' : 'home';
}

export function writeNavigationMode(storage: ModeStorage, mode: NavigationMode): void {
  storage.setItem(NAVIGATION_MODE_KEY, mode);
}
