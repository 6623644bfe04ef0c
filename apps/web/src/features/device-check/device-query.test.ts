import { describe, expect, it } from 'vitest';
import { deviceQuery } from './device-query';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const ANDROID_REDUCED =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const ANDROID_FULL =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('what the checkout asks about this phone', () => {
  it('asks by model when Android Chrome gives it in Client Hints', () => {
    expect(deviceQuery(ANDROID_REDUCED, { model: 'Pixel 7', platformVersion: '14.0.0' })).toEqual({
      model: 'Pixel 7',
    });
  });

  it('sends an iPhone user agent, whose iOS version tells', () => {
    expect(deviceQuery(IPHONE)).toEqual({ userAgent: IPHONE });
  });

  it('sends an Android user agent that still names the model', () => {
    expect(deviceQuery(ANDROID_FULL, { model: '' })).toEqual({ userAgent: ANDROID_FULL });
  });

  it('asks nothing when the reduced Android user agent hides the model', () => {
    expect(deviceQuery(ANDROID_REDUCED, null)).toBeNull();
  });

  it('sends a feature phone’s user agent, which the API answers with a definite no', () => {
    const kaios = 'Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5';
    expect(deviceQuery(kaios)).toEqual({ userAgent: kaios });
    const operaMini = 'Opera/9.80 (J2ME/MIDP; Opera Mini/4.5.40318/191.227; U; en) Presto/2.12.423';
    expect(deviceQuery(operaMini)).toEqual({ userAgent: operaMini });
  });

  it('asks nothing on a computer', () => {
    expect(deviceQuery(DESKTOP)).toBeNull();
  });
});
