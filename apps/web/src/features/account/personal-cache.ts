/**
 * Stand-in until @/features/offline/personal-cache lands (another branch adds the offline copy of
 * a traveller's eSIMs): after sign-out nothing personal may stay readable on a shared device.
 * Deletes the same Cache Storage bucket that module will own; replace this import with it then.
 */
export async function clearPersonalCache(): Promise<void> {
  if (!('caches' in window)) return;
  await caches.delete('tern-personal');
}
