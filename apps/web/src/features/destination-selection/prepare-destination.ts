'use client';
import { BUNDLE_TYPE_COUNTRY, destinationFallbackPath, destinationPagePath } from '@tern/domain';
import { getSettings, listBundles } from '@/lib/api/browser/catalogue';
import type { DeviceLocation } from './device-location';

/** A hung API must not keep the full-screen loader up; past this the fallback route is used. */
const STEP_TIMEOUT_MS = 8_000;

/** Client-stored value from the settings call (spec §3), read later by the purchase flow. */
export const SHOW_DOCUMENTS_KEY = 'showDocuments';

async function settingsAndPlans(name: string, location: DeviceLocation | null): Promise<void> {
  const signal = AbortSignal.timeout(STEP_TIMEOUT_MS);
  // Coordinates go out only when both are known (spec §5).
  const query = location ? { latitude: location.latitude, longitude: location.longitude } : {};
  const settings = await getSettings({ query, signal });
  storeQuietly(SHOW_DOCUMENTS_KEY, String(settings.data.showDocuments));
  await listBundles({
    query: { search: name, type: BUNDLE_TYPE_COUNTRY },
    signal,
  });
}

/**
 * Spec §4 "Destination selection": settings call, plans call, then the destination page. A
 * failure retries once without coordinates (a bad fix must not block a purchase); if that fails
 * too, the plain-name route /{country-name} is used, which redirects to the page when it exists.
 */
export async function prepareDestination(
  name: string,
  location: DeviceLocation | null,
): Promise<string> {
  try {
    await settingsAndPlans(name, location);
    return destinationPagePath(name);
  } catch (error) {
    console.error('[destination] preparing failed, retrying without coordinates', error);
  }
  try {
    await settingsAndPlans(name, null);
    return destinationPagePath(name);
  } catch (error) {
    console.error('[destination] preparing failed again, using the fallback route', error);
    return destinationFallbackPath(name);
  }
}

/** localStorage can be full or blocked (private mode); remembering is a nicety, not a must. */
function storeQuietly(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignored: see above
  }
}
