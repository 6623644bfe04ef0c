/** What the API's /esim/check-device is asked: a model name, or the user agent to read one from. */
export type DeviceQuery = { model: string } | { userAgent: string };

/** The part of User-Agent Client Hints' high-entropy values the check uses. */
export interface HighEntropyHints {
  model?: string;
  platformVersion?: string;
}

/** Chrome's reduced user agent says "Android 10; K": the model is hidden there. */
const REDUCED_ANDROID = /Android [\d.]+; K\)/;

/**
 * Other phones whose user agent tells the API enough for a definite answer (issue 25): KaiOS
 * and other feature-phone browsers (Series 40, Java ME), Windows Phone, BlackBerry. The API
 * decides; this only says the agent is a phone's, worth sending.
 */
const OTHER_PHONE = /KAIOS|Series ?[34]0|MIDP|J2ME|Windows Phone|BlackBerry|BB10|Symbian/i;

/**
 * What this browser tells about its phone (issue 11): the model from Client Hints on Android
 * Chrome; on an iPhone or iPad the user agent, whose iOS version the API reads; on a feature
 * phone or an older smartphone system the user agent too; on an Android browser without hints
 * the user agent unless it is the reduced one; nothing on a computer.
 */
export function deviceQuery(
  userAgent: string,
  hints?: HighEntropyHints | null,
): DeviceQuery | null {
  const model = hints?.model?.trim();
  if (model) return { model };
  if (/iPhone|iPad|iPod/.test(userAgent)) return { userAgent };
  if (OTHER_PHONE.test(userAgent)) return { userAgent };
  if (/Android/.test(userAgent) && !REDUCED_ANDROID.test(userAgent)) return { userAgent };
  return null;
}

interface UserAgentData {
  mobile?: boolean;
  getHighEntropyValues(hints: string[]): Promise<HighEntropyHints>;
}

/** Reads the browser: Client Hints where it has them (Chromium), the user agent otherwise. */
export async function detectDevice(): Promise<DeviceQuery | null> {
  const userAgentData = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  const hints = userAgentData?.mobile
    ? await userAgentData.getHighEntropyValues(['model', 'platformVersion']).catch(() => null)
    : null;
  return deviceQuery(navigator.userAgent, hints);
}
