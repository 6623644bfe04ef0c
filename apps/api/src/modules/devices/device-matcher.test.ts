import { describe, expect, it } from 'vitest';
import { checkModel, checkUserAgent } from './device-matcher';
import { devicesByBrand } from './devices-list';

const IOS_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_11 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';
const ANDROID_REDUCED =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_OLD =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';

describe('eSIM device check by model', () => {
  it('knows a listed phone by its name, however it is typed', () => {
    for (const typed of ['Pixel 8', 'google pixel 8', 'PIXEL-8']) {
      expect(checkModel(typed)).toMatchObject({
        model: 'Pixel 8',
        brand: 'Google',
        compatible: true,
      });
    }
    expect(checkModel('Samsung Galaxy S24+')).toMatchObject({
      model: 'Galaxy S24+',
      compatible: true,
    });
  });

  it('knows a Samsung by the model number Android reports', () => {
    expect(checkModel('SM-S921B')).toMatchObject({
      model: 'Galaxy S24',
      compatible: true,
      reason: 'listed',
    });
  });

  it('says a Korean Galaxy S22 (model number ending in N) has no eSIM', () => {
    expect(checkModel('SM-S901N')).toMatchObject({
      model: 'Galaxy S22',
      compatible: false,
      reason: 'not-supported',
    });
    expect(checkModel('SM-S901B')).toMatchObject({
      compatible: true,
      reason: 'listed-with-exceptions',
    });
  });

  it('warns about mainland-China iPhones and Japanese Pixel 3a', () => {
    expect(checkModel('iPhone 15').notes.join(' ')).toMatch(/mainland China/);
    expect(checkModel('Pixel 3a').notes.join(' ')).toMatch(/Japan/);
  });

  it('says an iPhone X has no eSIM', () => {
    expect(checkModel('iPhone X')).toMatchObject({ compatible: false, reason: 'not-supported' });
  });

  it('answers null, not a guess, for a model it does not know', () => {
    expect(checkModel('Unknown Phone Z')).toMatchObject({
      compatible: null,
      reason: 'unknown-model',
    });
  });

  it('says no for older iPhones and budget Android phones known to lack an eSIM', () => {
    for (const model of [
      'iPhone 7',
      'iPhone 6s Plus',
      'iPhone SE 2016',
      'Galaxy A15',
      'Redmi Note 13',
    ]) {
      expect(checkModel(model), model).toMatchObject({
        compatible: false,
        reason: 'not-supported',
      });
    }
    // Sec-CH-UA-Model gives a Samsung's model number, with its regional suffix.
    expect(checkModel('SM-A155F')).toMatchObject({ model: 'Galaxy A15', compatible: false });
    expect(checkModel('SM-G960F')).toMatchObject({ model: 'Galaxy S9', compatible: false });
    // Their successors still take one.
    expect(checkModel('iPhone SE 2022')).toMatchObject({ compatible: true });
  });

  it('says no for a feature phone named by its model, but knows Nokia’s smartphones', () => {
    for (const model of [
      'Nokia 3310',
      'Nokia 105',
      'nokia 2660 flip',
      'Nokia 8110 4G',
      'JioPhone',
    ]) {
      expect(checkModel(model), model).toMatchObject({
        compatible: false,
        reason: 'feature-phone',
      });
    }
    expect(checkModel('Nokia X30')).toMatchObject({ compatible: true });
    expect(checkModel('Nokia 5.4')).toMatchObject({ compatible: null, reason: 'unknown-model' });
  });
});

describe('eSIM device check by user agent', () => {
  it('calls an iPhone on iOS 12.1+ likely compatible and says the China caveat', () => {
    const verdict = checkUserAgent(IOS_17);
    expect(verdict).toMatchObject({ model: 'iPhone', compatible: true, reason: 'ios-likely' });
    expect(verdict?.notes.join(' ')).toMatch(/mainland China/);
  });

  it('calls an iPhone on iOS older than 12.1 not compatible', () => {
    expect(checkUserAgent(IOS_11)).toMatchObject({ compatible: false, reason: 'ios-too-old' });
  });

  it('says no for the browsers of feature phones: KaiOS, Series 40, Java ME', () => {
    const agents = {
      kaios: 'Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
      jio: 'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i; Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
      series40:
        'Mozilla/5.0 (Series40; Nokia311/03.81; Profile/MIDP-2.1 Configuration/CLDC-1.1) Gecko/20100401 S40OviBrowser/2.2.0.0.31',
      operaMini:
        'Opera/9.80 (J2ME/MIDP; Opera Mini/4.5.40318/191.227; U; en) Presto/2.12.423 Version/12.16',
    };
    for (const [name, agent] of Object.entries(agents)) {
      expect(checkUserAgent(agent), name).toMatchObject({
        compatible: false,
        reason: 'feature-phone',
      });
    }
    expect(checkUserAgent(agents.kaios)?.model).toBe('Nokia 8110 4G');
    expect(checkUserAgent(agents.jio)?.model).toBeNull();
  });

  it('says no for Windows Phone and BlackBerry, even where the agent mentions an iPhone', () => {
    const lumia =
      'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537';
    expect(checkUserAgent(lumia)).toMatchObject({ compatible: false, reason: 'not-supported' });
    expect(
      checkUserAgent(
        'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.35+ (KHTML, like Gecko) Version/10.3.3.2205 Mobile Safari/537.35+',
      ),
    ).toMatchObject({ compatible: false, reason: 'not-supported' });
  });

  it('reads the model from an older Android user agent, and nothing from a reduced one', () => {
    expect(checkUserAgent(ANDROID_OLD)).toMatchObject({ model: 'Pixel 7', compatible: true });
    expect(checkUserAgent(ANDROID_REDUCED)).toBeUndefined();
  });
});

describe('eSIM device list', () => {
  it('groups capable phones by brand with their sources, and leaves out known non-eSIM phones', () => {
    const { data, count } = devicesByBrand();
    expect(data.brands.map((b) => b.brand)).toEqual(
      expect.arrayContaining(['Apple', 'Samsung', 'Google']),
    );
    const models = data.brands.flatMap((b) => b.devices.map((d) => d.model));
    expect(models).toContain('iPhone XS');
    expect(models).not.toContain('iPhone X');
    expect(count).toBe(models.length);
    expect(data.sources.length).toBeGreaterThan(0);
  });
});
