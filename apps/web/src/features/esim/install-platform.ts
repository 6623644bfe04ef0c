/**
 * Which one-tap install link suits the device showing the page. Apple's link works from
 * iOS 17.4 (and iPadOS 17.4); Android's from Android 10 on phones that support it.
 *
 * Detection only *promotes* a link: both links stay on the page for every device, because
 * user agents lie (iPads ask for desktop sites and report "Macintosh", in-app browsers add
 * their own tokens) and a traveller may read this page on a laptop and open it on the phone.
 */
export type InstallPlatform = 'ios-one-tap' | 'android' | 'other';

const IOS_ONE_TAP_FROM = { major: 17, minor: 4 } as const;

/** "iPhone OS 17_4_1" / "CPU OS 18_0" → {17, 4}; null when the agent is not iOS. */
export function iosVersion(userAgent: string): { major: number; minor: number } | null {
  const match = /(?:iPhone|iPad|iPod)[^)]*?\bOS (\d+)_(\d+)/.exec(userAgent);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]) };
}

export function installPlatform(userAgent: string): InstallPlatform {
  const ios = iosVersion(userAgent);
  if (ios) {
    const supported =
      ios.major > IOS_ONE_TAP_FROM.major ||
      (ios.major === IOS_ONE_TAP_FROM.major && ios.minor >= IOS_ONE_TAP_FROM.minor);
    return supported ? 'ios-one-tap' : 'other';
  }
  return /\bAndroid\b/.test(userAgent) ? 'android' : 'other';
}
