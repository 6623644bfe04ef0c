import type { DeviceException } from '@tern/contracts';

/**
 * Phones that take an eSIM, written for Tern from the manufacturers' own support pages
 * (see ESIM_DEVICE_SOURCES), checked on LIST_UPDATED. `modelNumbers` are prefixes of the model
 * numbers Android browsers report (Sec-CH-UA-Model, e.g. SM-S921B); `without` names the model
 * numbers of regional versions sold without eSIM.
 */
export interface EsimDevice {
  brand: string;
  model: string;
  year: number;
  aliases?: string[];
  modelNumbers?: string[];
  exceptions?: DeviceException[];
  without?: RegExp;
  /** false for popular phones that are known NOT to take an eSIM. */
  esim?: false;
}

export const LIST_UPDATED = '2026-11-01';

export const ESIM_DEVICE_SOURCES = [
  { name: 'Apple: Use eSIM on iPhone', url: 'https://support.apple.com/en-us/118669' },
  { name: 'Apple: Identify your iPhone model', url: 'https://support.apple.com/en-us/108044' },
  {
    name: 'Samsung: Which Galaxy devices support eSIM',
    url: 'https://www.samsung.com/us/support/answer/ANS00089633/',
  },
  {
    name: 'Google Pixel Help: Use an eSIM on Pixel',
    url: 'https://support.google.com/pixelphone/answer/9449293',
  },
  {
    name: 'Motorola: eSIM supported devices',
    url: 'https://en-us.support.motorola.com/app/answers/detail/a_id/154556',
  },
  {
    name: 'OnePlus, Xiaomi, OPPO, Sony, Huawei product specification pages',
    url: 'https://www.oneplus.com/global/specs',
  },
];

/** The check endpoint's English notes; pages word the codes themselves (utilities.devices.exception). */
export const EXCEPTION_NOTES: Readonly<Record<DeviceException, string>> = {
  'china-dual-sim':
    'Models sold in mainland China, Hong Kong and Macao (dual physical SIM) have no eSIM',
  'korea-model-n': 'Korean versions (model numbers ending in N) have no eSIM',
  'google-fi-only': 'Only phones bought from Google Fi take an eSIM',
  'australia-taiwan-japan': 'Models bought in Australia, Taiwan and Japan have no eSIM',
  japan: 'Models bought in Japan have no eSIM',
};

const CHINA: DeviceException = 'china-dual-sim';
const KOREA: DeviceException = 'korea-model-n';
const KOREA_NUMBERS = /N$/i;

const iphone = (
  model: string,
  year: number,
  numbers: string[] = [],
  extra: Partial<EsimDevice> = {},
): EsimDevice => ({
  brand: 'Apple',
  model,
  year,
  aliases: [model.replace('iPhone ', 'iPhone')],
  modelNumbers: numbers,
  exceptions: [CHINA],
  ...extra,
});

const galaxy = (model: string, year: number, numbers: string[], korea = true): EsimDevice => ({
  brand: 'Samsung',
  model,
  year,
  aliases: [model.replace('Galaxy ', '')],
  modelNumbers: numbers,
  ...(korea ? { exceptions: [KOREA], without: KOREA_NUMBERS } : {}),
});

const pixel = (model: string, year: number, exceptions: DeviceException[] = []): EsimDevice => ({
  brand: 'Google',
  model,
  year,
  aliases: [model.replace('Pixel ', 'Google Pixel ')],
  exceptions,
});

const simple = (brand: string, year: number, models: string[]): EsimDevice[] =>
  models.map((model) => ({ brand, model, year, aliases: [`${brand} ${model}`] }));

const withoutEsim = (brand: string, year: number, model: string, modelNumbers: string[] = []) =>
  ({ brand, model, year, modelNumbers, esim: false }) satisfies EsimDevice;

/**
 * Popular phones still in use that have no eSIM (issue 25: a definite "no", not "unknown"): every
 * iPhone before the XS/XR, and budget Android lines sold with two physical SIM slots only.
 */
const KNOWN_WITHOUT_ESIM: EsimDevice[] = [
  ...[
    ['iPhone 7', 2016],
    ['iPhone 7 Plus', 2016],
    ['iPhone 6s', 2015],
    ['iPhone 6s Plus', 2015],
    ['iPhone 6', 2014],
    ['iPhone 6 Plus', 2014],
    ['iPhone 5s', 2013],
    ['iPhone 5c', 2013],
  ].map(([model, year]) =>
    iphone(model as string, year as number, [], { esim: false, exceptions: [] }),
  ),
  iphone('iPhone SE (1st generation)', 2016, [], {
    esim: false,
    exceptions: [],
    aliases: ['iPhone SE 2016', 'iPhone SE 1'],
  }),
  withoutEsim('Samsung', 2018, 'Galaxy S9', ['SM-G960']),
  withoutEsim('Samsung', 2018, 'Galaxy S9+', ['SM-G965']),
  withoutEsim('Samsung', 2018, 'Galaxy Note9', ['SM-N960']),
  withoutEsim('Samsung', 2019, 'Galaxy S10e', ['SM-G970']),
  withoutEsim('Samsung', 2019, 'Galaxy S10+', ['SM-G975']),
  withoutEsim('Samsung', 2021, 'Galaxy A03s', ['SM-A037']),
  withoutEsim('Samsung', 2022, 'Galaxy A13', ['SM-A135', 'SM-A136', 'SM-A137']),
  withoutEsim('Samsung', 2022, 'Galaxy A04s', ['SM-A047']),
  withoutEsim('Samsung', 2023, 'Galaxy A24', ['SM-A245']),
  withoutEsim('Samsung', 2023, 'Galaxy A05', ['SM-A055']),
  withoutEsim('Samsung', 2023, 'Galaxy A05s', ['SM-A057']),
  withoutEsim('Samsung', 2023, 'Galaxy A15', ['SM-A155', 'SM-A156']),
  withoutEsim('Samsung', 2023, 'Galaxy A25 5G', ['SM-A256']),
  ...['Redmi Note 12', 'Redmi 12', 'Redmi 12C'].map((m) => withoutEsim('Xiaomi', 2023, m)),
  ...['Redmi Note 13', 'Redmi 13C', 'Redmi A3'].map((m) => withoutEsim('Xiaomi', 2024, m)),
  ...['Moto E13', 'Moto E22'].map((m) => withoutEsim('Motorola', 2023, m)),
  withoutEsim('Motorola', 2024, 'Moto G04'),
];

export const ESIM_DEVICES: EsimDevice[] = [
  iphone('iPhone 8', 2017, [], { esim: false, exceptions: [] }),
  iphone('iPhone 8 Plus', 2017, [], { esim: false, exceptions: [] }),
  iphone('iPhone X', 2017, [], { esim: false, exceptions: [] }),
  iphone('iPhone XR', 2018),
  iphone('iPhone XS', 2018),
  iphone('iPhone XS Max', 2018),
  iphone('iPhone 11', 2019),
  iphone('iPhone 11 Pro', 2019),
  iphone('iPhone 11 Pro Max', 2019),
  iphone('iPhone SE (2nd generation)', 2020, [], {
    aliases: ['iPhone SE 2', 'iPhone SE 2020'],
    exceptions: [],
  }),
  iphone('iPhone 12', 2020),
  iphone('iPhone 12 mini', 2020, [], { exceptions: [] }),
  iphone('iPhone 12 Pro', 2020),
  iphone('iPhone 12 Pro Max', 2020),
  iphone('iPhone 13', 2021),
  iphone('iPhone 13 mini', 2021, [], { exceptions: [] }),
  iphone('iPhone 13 Pro', 2021),
  iphone('iPhone 13 Pro Max', 2021),
  iphone('iPhone SE (3rd generation)', 2022, [], {
    aliases: ['iPhone SE 3', 'iPhone SE 2022'],
    exceptions: [],
  }),
  iphone('iPhone 14', 2022),
  iphone('iPhone 14 Plus', 2022),
  iphone('iPhone 14 Pro', 2022),
  iphone('iPhone 14 Pro Max', 2022),
  iphone('iPhone 15', 2023),
  iphone('iPhone 15 Plus', 2023),
  iphone('iPhone 15 Pro', 2023),
  iphone('iPhone 15 Pro Max', 2023),
  iphone('iPhone 16', 2024),
  iphone('iPhone 16 Plus', 2024),
  iphone('iPhone 16 Pro', 2024),
  iphone('iPhone 16 Pro Max', 2024),
  iphone('iPhone 16e', 2025),
  iphone('iPhone 17', 2025),
  iphone('iPhone Air', 2025),
  iphone('iPhone 17 Pro', 2025),
  iphone('iPhone 17 Pro Max', 2025),
  galaxy('Galaxy S20', 2020, ['SM-G980', 'SM-G981']),
  galaxy('Galaxy S20+', 2020, ['SM-G985', 'SM-G986']),
  galaxy('Galaxy S20 Ultra', 2020, ['SM-G988']),
  galaxy('Galaxy S21', 2021, ['SM-G991']),
  galaxy('Galaxy S21+', 2021, ['SM-G996']),
  galaxy('Galaxy S21 Ultra', 2021, ['SM-G998']),
  galaxy('Galaxy S22', 2022, ['SM-S901']),
  galaxy('Galaxy S22+', 2022, ['SM-S906']),
  galaxy('Galaxy S22 Ultra', 2022, ['SM-S908']),
  galaxy('Galaxy S23', 2023, ['SM-S911'], false),
  galaxy('Galaxy S23+', 2023, ['SM-S916'], false),
  galaxy('Galaxy S23 Ultra', 2023, ['SM-S918'], false),
  galaxy('Galaxy S23 FE', 2023, ['SM-S711'], false),
  galaxy('Galaxy S24', 2024, ['SM-S921'], false),
  galaxy('Galaxy S24+', 2024, ['SM-S926'], false),
  galaxy('Galaxy S24 Ultra', 2024, ['SM-S928'], false),
  galaxy('Galaxy S24 FE', 2024, ['SM-S721'], false),
  galaxy('Galaxy S25', 2025, ['SM-S931'], false),
  galaxy('Galaxy S25+', 2025, ['SM-S936'], false),
  galaxy('Galaxy S25 Ultra', 2025, ['SM-S938'], false),
  galaxy('Galaxy S25 Edge', 2025, ['SM-S937'], false),
  galaxy('Galaxy Z Fold', 2019, ['SM-F900', 'SM-F907']),
  galaxy('Galaxy Z Fold2', 2020, ['SM-F916']),
  galaxy('Galaxy Z Fold3', 2021, ['SM-F926']),
  galaxy('Galaxy Z Fold4', 2022, ['SM-F936'], false),
  galaxy('Galaxy Z Fold5', 2023, ['SM-F946'], false),
  galaxy('Galaxy Z Fold6', 2024, ['SM-F956'], false),
  galaxy('Galaxy Z Fold7', 2025, ['SM-F966'], false),
  galaxy('Galaxy Z Flip', 2020, ['SM-F700']),
  galaxy('Galaxy Z Flip 5G', 2020, ['SM-F707']),
  galaxy('Galaxy Z Flip3', 2021, ['SM-F711']),
  galaxy('Galaxy Z Flip4', 2022, ['SM-F721'], false),
  galaxy('Galaxy Z Flip5', 2023, ['SM-F731'], false),
  galaxy('Galaxy Z Flip6', 2024, ['SM-F741'], false),
  galaxy('Galaxy Z Flip7', 2025, ['SM-F766'], false),
  galaxy('Galaxy Note20', 2020, ['SM-N980', 'SM-N981']),
  galaxy('Galaxy Note20 Ultra', 2020, ['SM-N985', 'SM-N986']),
  galaxy('Galaxy A54 5G', 2023, ['SM-A546'], false),
  galaxy('Galaxy A55 5G', 2024, ['SM-A556'], false),
  galaxy('Galaxy A35 5G', 2024, ['SM-A356'], false),
  galaxy('Galaxy A56 5G', 2025, ['SM-A566'], false),
  galaxy('Galaxy A36 5G', 2025, ['SM-A366'], false),
  {
    brand: 'Samsung',
    model: 'Galaxy A14',
    year: 2023,
    modelNumbers: ['SM-A145', 'SM-A146'],
    esim: false,
  },
  { brand: 'Samsung', model: 'Galaxy S10', year: 2019, modelNumbers: ['SM-G973'], esim: false },
  ...KNOWN_WITHOUT_ESIM,
  pixel('Pixel 2', 2017, ['google-fi-only']),
  pixel('Pixel 3', 2018, ['australia-taiwan-japan']),
  pixel('Pixel 3 XL', 2018, ['australia-taiwan-japan']),
  pixel('Pixel 3a', 2019, ['japan']),
  pixel('Pixel 3a XL', 2019, ['japan']),
  ...['Pixel 4', 'Pixel 4 XL', 'Pixel 4a', 'Pixel 4a (5G)'].map((m) => pixel(m, 2019)),
  ...['Pixel 5', 'Pixel 5a', 'Pixel 6', 'Pixel 6 Pro', 'Pixel 6a'].map((m) => pixel(m, 2021)),
  ...['Pixel 7', 'Pixel 7 Pro', 'Pixel 7a', 'Pixel Fold'].map((m) => pixel(m, 2023)),
  ...['Pixel 8', 'Pixel 8 Pro', 'Pixel 8a'].map((m) => pixel(m, 2024)),
  ...['Pixel 9', 'Pixel 9 Pro', 'Pixel 9 Pro XL', 'Pixel 9 Pro Fold', 'Pixel 9a'].map((m) =>
    pixel(m, 2024),
  ),
  ...['Pixel 10', 'Pixel 10 Pro', 'Pixel 10 Pro XL', 'Pixel 10 Pro Fold'].map((m) =>
    pixel(m, 2025),
  ),
  ...simple('Motorola', 2020, ['Razr 2019', 'Razr 5G']),
  ...simple('Motorola', 2022, ['Edge 2022', 'Edge+ 2022']),
  ...simple('Motorola', 2023, ['Razr 40', 'Razr 40 Ultra', 'Edge 40', 'Edge 40 Pro']),
  ...simple('Motorola', 2024, ['Razr 50', 'Razr 50 Ultra', 'Edge 50 Pro', 'Edge 50 Ultra']),
  ...simple('OnePlus', 2023, ['11', 'Open']),
  ...simple('OnePlus', 2024, ['12', '13']),
  ...simple('Xiaomi', 2023, ['13T', '13T Pro']),
  ...simple('Xiaomi', 2024, ['14', '14 Pro', '14T', '14T Pro']),
  ...simple('Xiaomi', 2025, ['15', '15 Ultra']),
  ...simple('OPPO', 2022, ['Find X5', 'Find X5 Pro']),
  ...simple('OPPO', 2023, ['Find N2 Flip', 'Find X6 Pro']),
  ...simple('OPPO', 2024, ['Find X8', 'Find X8 Pro']),
  ...simple('Sony', 2021, ['Xperia 10 III', 'Xperia 1 III', 'Xperia 5 III']),
  ...simple('Sony', 2022, ['Xperia 10 IV', 'Xperia 1 IV', 'Xperia 5 IV']),
  ...simple('Sony', 2023, ['Xperia 10 V', 'Xperia 1 V', 'Xperia 5 V']),
  ...simple('Huawei', 2022, ['P40', 'P40 Pro', 'Mate 40 Pro']),
  ...simple('Nokia', 2022, ['XR21', 'X30']),
  ...simple('Fairphone', 2023, ['4', '5']),
];
