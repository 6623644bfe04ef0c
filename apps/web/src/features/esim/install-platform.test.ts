import { describe, expect, it } from 'vitest';
import { installPlatform, iosVersion } from './install-platform';

const IPHONE_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_17_3 = IPHONE_17_4.replace('OS 17_4', 'OS 17_3_1');
const IPHONE_18 = IPHONE_17_4.replace('OS 17_4', 'OS 18_0');
const IPAD_17_5 =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('installPlatform', () => {
  it('offers the one-tap iPhone link from iOS 17.4', () => {
    expect(installPlatform(IPHONE_17_4)).toBe('ios-one-tap');
    expect(installPlatform(IPHONE_18)).toBe('ios-one-tap');
    expect(installPlatform(IPAD_17_5)).toBe('ios-one-tap');
  });

  it('does not promote it on older iPhones, which cannot use it', () => {
    expect(installPlatform(IPHONE_17_3)).toBe('other');
  });

  it('recognises Android phones', () => {
    expect(installPlatform(PIXEL)).toBe('android');
  });

  it('treats desktops (including a Mac, whose "OS X 10_15" is not iOS) as other', () => {
    expect(installPlatform(MAC)).toBe('other');
    expect(iosVersion(MAC)).toBeNull();
  });

  it('reads the iOS version', () => {
    expect(iosVersion(IPHONE_17_3)).toEqual({ major: 17, minor: 3 });
  });
});
