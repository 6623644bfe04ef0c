import type { CheckDeviceResponse } from '@tern/contracts';
import { ESIM_DEVICES, type EsimDevice, EXCEPTION_NOTES } from './esim-devices';

export type DeviceVerdict = CheckDeviceResponse['data'];

const CARRIER_LOCK =
  'The phone must also be unlocked (not tied to one carrier); dial *#06# and look for an EID to be sure.';

const exceptionNotes = (device: EsimDevice) =>
  (device.exceptions ?? []).map((code) => EXCEPTION_NOTES[code]);

/** "Samsung Galaxy S24+" → "galaxys24plus"; brand words go, "+" means plus. */
export function normaliseModel(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\+/g, 'plus')
    .replace(/\b(apple|samsung|google|motorola|moto)\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

interface IndexedDevice {
  device: EsimDevice;
  names: Set<string>;
  numbers: string[];
}

const INDEX: IndexedDevice[] = ESIM_DEVICES.map((device) => ({
  device,
  names: new Set(
    [device.model, `${device.brand} ${device.model}`, ...(device.aliases ?? [])].map(
      normaliseModel,
    ),
  ),
  numbers: (device.modelNumbers ?? []).map(normaliseModel),
}));

export function findDevice(
  model: string,
): { device: EsimDevice; modelNumber?: string } | undefined {
  const key = normaliseModel(model);
  if (!key) return undefined;
  for (const entry of INDEX) if (entry.names.has(key)) return { device: entry.device };
  // Android reports model numbers with a regional suffix (SM-S921B, SM-S921N): match the prefix.
  for (const entry of INDEX) {
    if (entry.numbers.some((n) => key.startsWith(n)))
      return { device: entry.device, modelNumber: model };
  }
  return undefined;
}

/**
 * Basic phones by the name they are sold under: Nokia's numbered feature phones (3310, 105,
 * 2660 Flip, 8110 4G, 800 Tough; its smartphones carry letters or a dot: G21, X30, 5.4), JioPhone, and
 * anything calling itself KaiOS.
 */
const FEATURE_PHONE_MODEL =
  /^(nokia[\s_-]?\d{3,4}(\s?(flip|4g|classic|music|xpressmusic|tough))*|jio\s?phone\b.*|.*\bkaios\b.*)$/i;

/**
 * Browsers that only run on basic phones: KaiOS (JioPhone, Nokia 8110 4G, 2720 Flip), Nokia
 * Series 30+/40, Java ME (MIDP/CLDC, Opera Mini and UC Browser for J2ME) and MediaTek's MAUI.
 */
const FEATURE_PHONE_AGENT =
  /\bKAIOS\b|\bSeries ?(30|40)\b|S40OviBrowser|\bJ2ME\b|\bMIDP-?\d|\bCLDC\b|\bMAUI[ _]/i;

/** Smartphone systems whose phones were all made before eSIM (none takes one). */
const PLATFORM_WITHOUT_ESIM: [RegExp, string][] = [
  [/\bWindows Phone\b|\bIEMobile\b/, 'Windows Phone'],
  [/\bBlackBerry\b|\bBB10\b/, 'BlackBerry'],
  [/\bSymbian(OS)?\b/, 'Symbian'],
];

const featurePhone = (model: string | null): DeviceVerdict => ({
  model,
  brand: null,
  compatible: false,
  reason: 'feature-phone',
  notes: [
    'This is a basic (feature) phone: none takes an eSIM. An eSIM needs a smartphone that supports one.',
  ],
});

/** The verdict for a model name or number (Sec-CH-UA-Model gives Android's). */
export function checkModel(model: string): DeviceVerdict {
  const found = findDevice(model);
  if (!found && FEATURE_PHONE_MODEL.test(model.trim())) return featurePhone(model.trim());
  if (!found) {
    return {
      model: model.trim(),
      brand: null,
      compatible: null,
      reason: 'unknown-model',
      notes: [
        'This model is not in our list. Check your phone settings for "Add eSIM", or dial *#06# and look for an EID.',
      ],
    };
  }
  const { device, modelNumber } = found;
  const base = { model: device.model, brand: device.brand };
  if (device.esim === false) {
    return {
      ...base,
      compatible: false,
      reason: 'not-supported',
      notes: [`The ${device.model} has no eSIM.`],
    };
  }
  if (modelNumber && device.without?.test(modelNumber.trim())) {
    return {
      ...base,
      compatible: false,
      reason: 'not-supported',
      notes: [...exceptionNotes(device), `${modelNumber.trim()} is one of those versions.`],
    };
  }
  const exceptions = device.exceptions ?? [];
  return {
    ...base,
    compatible: true,
    reason: exceptions.length > 0 ? 'listed-with-exceptions' : 'listed',
    notes: [...exceptionNotes(device), CARRIER_LOCK],
  };
}

/** iOS version from an iPhone user agent: "CPU iPhone OS 17_4_1 like Mac OS X". */
export function iosVersion(userAgent: string): [number, number] | undefined {
  const match = /iPhone OS (\d+)_(\d+)/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * An iPhone's user agent hides its model: iOS 12.1+ means "likely" (XS/XR and later), but the UA
 * cannot tell an iPhone 8 or X on a newer iOS, nor a mainland-China model, so the notes say so.
 */
export function checkUserAgent(userAgent: string): DeviceVerdict | undefined {
  if (FEATURE_PHONE_AGENT.test(userAgent)) {
    // KaiOS names the phone: "(Mobile; Nokia_8110_4G; rv:48.0)".
    const named = /\(Mobile; ([^;)]+); rv:/.exec(userAgent)?.[1]?.replace(/_/g, ' ');
    return featurePhone(named && FEATURE_PHONE_MODEL.test(named) ? named : null);
  }
  // Before the iOS test: Windows Phone 8.1 claims "iPhone OS 7_0_3" in its user agent.
  const platform = PLATFORM_WITHOUT_ESIM.find(([pattern]) => pattern.test(userAgent));
  if (platform) {
    return {
      model: null,
      brand: null,
      compatible: false,
      reason: 'not-supported',
      notes: [`${platform[1]} phones have no eSIM.`],
    };
  }
  const ios = iosVersion(userAgent);
  if (ios) {
    const [major, minor] = ios;
    if (major < 12 || (major === 12 && minor < 1)) {
      return {
        model: 'iPhone',
        brand: 'Apple',
        compatible: false,
        reason: 'ios-too-old',
        notes: ['eSIM needs iOS 12.1 or later on an iPhone XS, XR or newer.'],
      };
    }
    return {
      model: 'iPhone',
      brand: 'Apple',
      compatible: true,
      reason: 'ios-likely',
      notes: [
        'Likely compatible: iPhone XS, XR and every later iPhone take an eSIM on iOS 12.1 or later. iPhone 8 and X do not.',
        'Models sold in mainland China, Hong Kong and Macao have no eSIM, and the browser cannot tell which one this is.',
        CARRIER_LOCK,
      ],
    };
  }
  // Older Android browsers still put the model in the UA: "Linux; Android 14; SM-S921B)".
  const android = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?[;)]/.exec(userAgent);
  if (android?.[1] && android[1] !== 'K') return checkModel(android[1]);
  return undefined;
}
