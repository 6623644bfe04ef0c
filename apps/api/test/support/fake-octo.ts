import { addDays } from '@tern/domain';
import { type FakeReply, startFakeUpstream } from './fake-upstream';

export const OCTO_KEY = 'test-octo-key-5e1f';

/** "Vietnam Museum of Ethnology": a ticket for the day, adults, children and infants. */
export const MUSEUM = 'b7e2f0c4-5d1a-4c3e-9a51-7f0a2c1d9e01';
/** "Hanoi Street Food Walk": a tour at two start times a day, adults only. */
export const FOOD_TOUR = 'food-walk-hn';
/** "Ha Long Bay cruise": fixed departures on Tuesdays, Thursdays and Saturdays, two options. */
export const CRUISE = 'halong-cruise';

const OFFSET = '+07:00';

const price = (usdCents: number) => [
  { original: usdCents, retail: usdCents, net: null, currency: 'USD', currencyPrecision: 2 },
  {
    original: usdCents * 26,
    retail: usdCents * 26,
    net: null,
    currency: 'VND',
    currencyPrecision: 0,
  },
];

const unit = (
  id: string,
  type: string,
  minAge: number,
  maxAge: number,
  usdCents: number,
  accompaniedBy: string[] = [],
) => ({
  id,
  internalName: type,
  reference: null,
  type,
  restrictions: {
    minAge,
    maxAge,
    idRequired: false,
    minQuantity: null,
    maxQuantity: null,
    paxCount: 1,
    accompaniedBy,
  },
  requiredContactFields: [],
  pricingFrom: price(usdCents),
});

const place = (latitude: number, longitude: number, street: string, locality: string) => ({
  latitude,
  longitude,
  postalAddress: {
    streetAddress: street,
    addressLocality: locality,
    addressRegion: null,
    postalCode: null,
    addressCountry: 'VN',
    postOfficeBoxNumber: null,
  },
  identifiers: {},
  sameAs: [],
});

const feature = (type: string, shortDescription: string) => ({ type, shortDescription });
const image = (rel: string, src: string) => ({
  src,
  type: 'image/jpeg',
  rel,
  title: null,
  caption: null,
  copyright: null,
});

interface Words {
  title: string;
  description: string;
  highlight: string;
  inclusion: string;
  exclusion: string;
  bring: string;
}

const option = (
  id: string,
  isDefault: boolean,
  times: string[],
  units: ReturnType<typeof unit>[],
  extra: Record<string, unknown> = {},
) => ({
  id,
  default: isDefault,
  internalName: id,
  reference: null,
  availabilityLocalStartTimes: times,
  cancellationCutoff: '1 day',
  cancellationCutoffAmount: 1,
  cancellationCutoffUnit: 'day',
  requiredContactFields: ['fullName'],
  restrictions: { minUnits: 1, maxUnits: 10 },
  units,
  features: [],
  media: [],
  locations: [],
  categoryLabels: [],
  ...extra,
});

const location = (title: string, types: string[], at: ReturnType<typeof place>) => ({
  title,
  shortDescription: null,
  types,
  minutesTo: null,
  minutesAt: null,
  place: at,
});

/** A product with the spec's required fields; `extra` adds its options and content. */
const product = (
  id: string,
  availabilityType: 'START_TIME' | 'OPENING_HOURS',
  deliveryMethods: string[],
  extra: { options: ReturnType<typeof option>[] } & Record<string, unknown>,
) => ({
  id,
  internalName: id,
  reference: null,
  locale: 'en',
  allowFreesale: false,
  instantConfirmation: true,
  instantDelivery: true,
  availabilityRequired: true,
  availabilityType,
  deliveryFormats: ['QRCODE'],
  deliveryMethods,
  redemptionMethod: 'DIGITAL',
  pricingPer: 'UNIT',
  features: [],
  media: [],
  locations: [],
  categoryLabels: [],
  ...extra,
});

/** The languages the fake supplier writes its content in (tests may take some away). */
export const FAKE_LANGUAGES = ['en', 'vi', 'ar'] as const;
type FakeLanguage = (typeof FAKE_LANGUAGES)[number];
const isFakeLanguage = (language: string): language is FakeLanguage =>
  (FAKE_LANGUAGES as readonly string[]).includes(language);

/** The products, in the words of one language (the supplier's content, octo/content). */
function products(language: FakeLanguage) {
  const museum: Words = {
    en: {
      title: 'Vietnam Museum of Ethnology',
      description: "The cultures of Vietnam's 54 ethnic groups.",
      highlight: 'A Central Highlands communal house',
      inclusion: 'Entrance ticket',
      exclusion: 'Guide',
      bring: 'Comfortable shoes',
    },
    vi: {
      title: 'Bảo tàng Dân tộc học Việt Nam',
      description: 'Văn hóa của 54 dân tộc Việt Nam.',
      highlight: 'Nhà rông Tây Nguyên',
      inclusion: 'Vé vào cửa',
      exclusion: 'Hướng dẫn viên',
      bring: 'Giày thoải mái',
    },
    ar: {
      title: 'متحف فيتنام للأعراق',
      description: 'ثقافات 54 مجموعة عرقية في فيتنام.',
      highlight: 'بيت جماعي من المرتفعات الوسطى',
      inclusion: 'تذكرة الدخول',
      exclusion: 'مرشد سياحي',
      bring: 'حذاء مريح',
    },
  }[language];
  const food = {
    en: {
      title: 'Hanoi Street Food Walk',
      description: 'Pho, bun cha and egg coffee.',
      inclusion: 'Six tastings',
    },
    vi: {
      title: 'Tour ẩm thực đường phố Hà Nội',
      description: 'Phở, bún chả và cà phê trứng.',
      inclusion: 'Sáu món ăn',
    },
    ar: {
      title: 'جولة سيرًا لتذوق أكلات الشارع في هانوي',
      description: 'الفو والبون تشا وقهوة البيض.',
      inclusion: 'ستة أطباق للتذوق',
    },
  }[language];
  const adult = unit('u-adult', 'ADULT', 18, 64, 1200);
  return [
    product(MUSEUM, 'OPENING_HOURS', ['TICKET', 'VOUCHER'], {
      internalName: 'VME GA',
      locale: language,
      timeZone: 'Asia/Ho_Chi_Minh',
      allowFreesale: true,
      deliveryFormats: ['QRCODE', 'PDF_URL'],
      defaultCurrency: 'USD',
      availableCurrencies: ['USD', 'VND'],
      options: [
        option(
          'DEFAULT',
          true,
          ['08:30'],
          [
            { ...adult, restrictions: { ...adult.restrictions, maxAge: 99 } },
            unit('u-child', 'CHILD', 6, 17, 600, ['u-adult']),
            unit('u-infant', 'INFANT', 0, 5, 0, ['u-adult']),
          ],
        ),
      ],
      title: museum.title,
      shortDescription: museum.description,
      description: museum.description,
      features: [
        feature('HIGHLIGHT', museum.highlight),
        feature('INCLUSION', museum.inclusion),
        feature('EXCLUSION', museum.exclusion),
        feature('PREARRIVAL_INFORMATION', museum.bring),
        feature('CANCELLATION_TERM', 'Free cancellation up to a day before'),
      ],
      media: [
        image('LOGO', 'https://img.example/vme-logo.png'),
        image('GALLERY', 'https://img.example/vme-2.jpg'),
        image('COVER', 'https://img.example/vme-cover.jpg'),
      ],
      locations: [
        location(
          'Museum entrance',
          ['START', 'REDEMPTION'],
          place(21.0405, 105.7985, 'Nguyen Van Huyen', 'Hanoi'),
        ),
      ],
      categoryLabels: ['museums', 'history'],
      durationMinutesFrom: 120,
    }),
    // No time zone given: the adapter finds it from the meeting point.
    product(FOOD_TOUR, 'START_TIME', ['TICKET'], {
      locale: language,
      options: [
        option('DEFAULT', true, ['17:30', '10:00'], [unit('u-adult', 'ADULT', 12, 99, 3500)], {
          cancellationCutoffAmount: 180,
          cancellationCutoffUnit: 'minute',
          durationMinutesFrom: 180,
        }),
      ],
      title: food.title,
      description: food.description,
      features: [feature('INCLUSION', food.inclusion)],
      locations: [
        location(
          'Hoan Kiem Lake, Turtle Tower side',
          ['START'],
          place(21.0287, 105.8524, '', 'Hanoi'),
        ),
      ],
      categoryLabels: ['food', 'walking-tours'],
    }),
    // The cruise's content exists only in English, whatever was asked.
    product(CRUISE, 'START_TIME', ['VOUCHER'], {
      timeZone: 'Asia/Ho_Chi_Minh',
      options: [
        option(
          'DEFAULT',
          true,
          ['08:00'],
          [
            unit('u-adult', 'ADULT', 18, 64, 5900),
            unit('u-youth', 'YOUTH', 10, 17, 4500),
            unit('u-senior', 'SENIOR', 65, 99, 5000),
            unit('u-family', 'FAMILY', 0, 99, 19000),
          ],
        ),
        option('SUNSET', false, ['15:30'], [unit('u-adult', 'ADULT', 18, 99, 7900)], {
          title: 'Sunset departure',
          durationMinutesFrom: 300,
        }),
      ],
      title: 'Ha Long Bay day cruise',
      description: 'Limestone karsts, a cave and kayaking.',
      media: [image('GALLERY', 'https://img.example/halong.jpg')],
      locations: [
        location(
          'Tuan Chau pier',
          ['START'],
          place(20.9293, 106.9887, 'Tuan Chau Marina', 'Ha Long'),
        ),
      ],
      categoryLabels: ['day-trips', 'boat-tours'],
      durationMinutesFrom: 480,
    }),
    // One price for the boat: Tern sells tickets per person, so this one is left out.
    product('private-junk', 'START_TIME', ['VOUCHER'], {
      timeZone: 'Asia/Ho_Chi_Minh',
      pricingPer: 'BOOKING',
      options: [option('DEFAULT', true, ['09:00'], [unit('u-adult', 'ADULT', 0, 99, 0)])],
      title: 'Private junk charter',
    }),
  ];
}

type Product = ReturnType<typeof products>[number];

/** Places per start time; the museum sells without a limit (FREESALE). */
const CAPACITY: Record<string, number> = { [FOOD_TOUR]: 12, [CRUISE]: 40 };

/** Whether the product runs on a date: the museum shuts on Mondays, the cruise sails 3 days. */
function runs(productId: string, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (productId === MUSEUM) return weekday !== 1;
  if (productId === CRUISE) return [2, 4, 6].includes(weekday);
  return true;
}

interface FakeBooking {
  uuid: string;
  status: 'ON_HOLD' | 'CONFIRMED' | 'CANCELLED';
  productId: string;
  optionId: string;
  availabilityId: string;
  resellerReference: string | null;
  supplierReference: string;
  contact: { fullName: string | null };
  unitItems: { uuid: string; unitId: string; supplierReference: string; confirmed: boolean }[];
}

const refuse = (error: string, errorMessage: string, extra: object = {}): FakeReply => ({
  status: 400,
  json: { error, errorMessage, ...extra },
});

/**
 * A local OCTO supplier (protocol in src/providers/attractions/octo/octo-protocol.ts): four
 * products, availability computed from weekday rules and bookings, bookings kept in memory,
 * the bearer key checked on every call. Switches: `fake.withdrawn` (products no longer sold), `fake.state.down` ('http' answers 503, 'drop'
 * cuts the connection), `fake.state.delayMs` (a hanging supplier), `fake.sellOutNextReserve`
 * (the slot sells out between availability and reservation), `fake.languages`.
 */
export async function startFakeOcto() {
  const bookings = new Map<string, FakeBooking>();
  const soldOut = new Set<string>();
  /** Products the supplier stopped selling: gone from the list and unknown to other calls. */
  const withdrawn = new Set<string>();
  const control = { sellOutNextReserve: false, languages: [...FAKE_LANGUAGES] as string[] };
  let serial = 0;

  const find = (productId: unknown, optionId: unknown) => {
    const product = products('en').find((p) => p.id === productId && !withdrawn.has(p.id));
    const opt = product?.options.find((o) => o.id === optionId);
    return { product, option: opt };
  };

  const taken = (availabilityId: string) =>
    [...bookings.values()]
      .filter((b) => b.availabilityId === availabilityId && b.status !== 'CANCELLED')
      .reduce((sum, b) => sum + b.unitItems.length, 0);

  function slots(product: Product, optionId: string, from: string, to: string) {
    const opt = product.options.find((o) => o.id === optionId)!;
    const capacity = CAPACITY[product.id] ?? null;
    const result = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      for (const time of [...opt.availabilityLocalStartTimes].sort()) {
        const open = runs(product.id, date);
        const id = `${date}T${time}:00${OFFSET}`;
        const vacancies =
          capacity === null ? null : soldOut.has(id) ? 0 : Math.max(0, capacity - taken(id));
        const status = !open
          ? 'CLOSED'
          : vacancies === null
            ? 'FREESALE'
            : vacancies === 0
              ? 'SOLD_OUT'
              : vacancies < 5
                ? 'LIMITED'
                : 'AVAILABLE';
        const allDay = product.availabilityType === 'OPENING_HOURS';
        result.push({
          id,
          localDateTimeStart: allDay ? `${date}T00:00:00${OFFSET}` : id,
          localDateTimeEnd: allDay ? `${addDays(date, 1)}T00:00:00${OFFSET}` : id,
          utcCutoffAt: `${date}T00:00:00Z`,
          allDay,
          available: status !== 'CLOSED' && status !== 'SOLD_OUT',
          status,
          vacancies: open ? vacancies : 0,
          capacity: open ? capacity : 0,
          maxUnits: null,
          openingHours: allDay && open ? [{ from: time, to: '17:30' }] : [],
        });
      }
    }
    return result;
  }

  function calendar(product: Product, optionId: string, from: string, to: string) {
    const byDate = new Map<string, ReturnType<typeof slots>>();
    for (const slot of slots(product, optionId, from, to)) {
      const date = slot.id.slice(0, 10);
      byDate.set(date, [...(byDate.get(date) ?? []), slot]);
    }
    return [...byDate].map(([localDate, day]) => {
      const statuses = new Set(day.map((s) => s.status));
      const status = statuses.has('CLOSED')
        ? 'CLOSED'
        : statuses.has('FREESALE')
          ? 'FREESALE'
          : day.every((s) => s.status === 'SOLD_OUT')
            ? 'SOLD_OUT'
            : 'AVAILABLE';
      const limited = day.every((s) => s.vacancies !== null);
      return {
        localDate,
        available: status === 'AVAILABLE' || status === 'FREESALE',
        status,
        vacancies: limited ? day.reduce((sum, s) => sum + (s.vacancies ?? 0), 0) : null,
        capacity: limited ? day.reduce((sum, s) => sum + (s.capacity ?? 0), 0) : null,
        openingHours: day.flatMap((s) => s.openingHours),
      };
    });
  }

  function bookingJson(b: FakeBooking) {
    const code = (value: string) => ({
      redemptionMethod: 'DIGITAL',
      utcRedeemedAt: null,
      deliveryOptions: [
        { deliveryFormat: 'PDF_URL', deliveryValue: `https://tickets.example/${value}.pdf` },
        { deliveryFormat: 'QRCODE', deliveryValue: value },
      ],
    });
    const { product } = find(b.productId, b.optionId);
    const perItem = product?.deliveryMethods.includes('TICKET');
    const confirmed = b.status === 'CONFIRMED';
    return {
      id: b.supplierReference,
      uuid: b.uuid,
      testMode: true,
      resellerReference: b.resellerReference,
      supplierReference: b.supplierReference,
      status: b.status,
      utcCreatedAt: '2026-11-26T00:00:00Z',
      utcUpdatedAt: '2026-11-26T00:00:00Z',
      utcExpiresAt: null,
      utcRedeemedAt: null,
      utcConfirmedAt: confirmed ? '2026-11-26T00:00:00Z' : null,
      productId: b.productId,
      optionId: b.optionId,
      cancellable: b.status !== 'CANCELLED',
      cancellation: null,
      freesale: false,
      availabilityId: b.availabilityId,
      availability: null,
      contact: b.contact,
      notes: null,
      deliveryMethods: product?.deliveryMethods ?? [],
      voucher: confirmed && !perItem ? code(`V-${b.supplierReference}`) : null,
      unitItems: b.unitItems.map((item) => ({
        uuid: item.uuid,
        resellerReference: null,
        supplierReference: item.supplierReference,
        unitId: item.unitId,
        status: b.status,
        utcRedeemedAt: null,
        contact: {},
        ticket: confirmed && perItem ? code(`T-${item.supplierReference}`) : null,
      })),
    };
  }

  const fake = await startFakeUpstream((request, url, raw): FakeReply => {
    const given = String(request.headers.authorization ?? '');
    if (given !== `Bearer ${OCTO_KEY}`) {
      // Some suppliers echo what they were sent; the adapter must not pass it on.
      return {
        status: 401,
        json: { error: 'UNAUTHORIZED', errorMessage: `The API key in "${given}" is not valid` },
      };
    }
    const body = raw ? JSON.parse(raw) : {};
    const route = `${request.method} ${url.pathname.replace(/\/+$/, '')}`;
    if (route === 'GET /products') {
      const asked = String(request.headers['accept-language'] ?? 'en').slice(0, 2);
      const language = control.languages.includes(asked) && isFakeLanguage(asked) ? asked : 'en';
      return {
        status: 200,
        json: products(language).filter((p) => !withdrawn.has(p.id)),
        headers: {
          'content-language': language,
          'available-languages': control.languages.join(', '),
        },
      };
    }
    if (route === 'POST /availability' || route === 'POST /availability/calendar') {
      const { product } = find(body.productId, body.optionId);
      if (!product) return refuse('INVALID_PRODUCT_ID', 'The productId was missing or invalid');
      if (!find(body.productId, body.optionId).option) {
        return refuse('INVALID_OPTION_ID', 'The optionId was missing or invalid');
      }
      const from = body.localDate ?? body.localDateStart;
      const to = body.localDate ?? body.localDateEnd;
      if (!from || !to) {
        return refuse('BAD_REQUEST', 'either localDate or localDateStart/localDateEnd is required');
      }
      const answer =
        route === 'POST /availability'
          ? slots(product, body.optionId, from, to)
          : calendar(product, body.optionId, from, to);
      return { status: 200, json: answer };
    }
    if (route === 'POST /bookings') {
      const { product, option: opt } = find(body.productId, body.optionId);
      if (!product) return refuse('INVALID_PRODUCT_ID', 'The productId was missing or invalid');
      if (!opt) return refuse('INVALID_OPTION_ID', 'The optionId was missing or invalid');
      if (bookings.has(body.uuid)) {
        return refuse('BAD_REQUEST', `a booking with uuid ${body.uuid} already exists`);
      }
      const date = String(body.availabilityId ?? '').slice(0, 10);
      const slot = slots(product, opt.id, date, date).find((s) => s.id === body.availabilityId);
      if (!slot || slot.status === 'CLOSED') {
        return refuse('INVALID_AVAILABILITY_ID', 'The availabilityId was missing or invalid', {
          availabilityId: body.availabilityId,
        });
      }
      const items: { unitId: string }[] = body.unitItems ?? [];
      const badUnit = items.find((i) => !opt.units.some((u) => u.id === i.unitId));
      if (badUnit) return refuse('INVALID_UNIT_ID', 'The unitId was invalid', badUnit);
      if (control.sellOutNextReserve) {
        control.sellOutNextReserve = false;
        soldOut.add(slot.id);
      }
      const left = soldOut.has(slot.id) ? 0 : (slot.vacancies ?? Number.POSITIVE_INFINITY);
      if (left < items.length) {
        return refuse('UNPROCESSABLE_ENTITY', 'There is not enough availability for this booking');
      }
      serial += 1;
      const supplierReference = `HL${String(serial).padStart(5, '0')}`;
      const booking: FakeBooking = {
        uuid: body.uuid,
        status: 'ON_HOLD',
        productId: product.id,
        optionId: opt.id,
        availabilityId: slot.id,
        resellerReference: null,
        supplierReference,
        contact: { fullName: null },
        unitItems: items.map((item, i) => ({
          uuid: `${body.uuid}-${i + 1}`,
          unitId: item.unitId,
          supplierReference: `${supplierReference}-${i + 1}`,
          confirmed: false,
        })),
      };
      bookings.set(booking.uuid, booking);
      return { status: 200, json: bookingJson(booking) };
    }
    const match = /^(GET|POST) \/bookings\/([^/]+)(?:\/(confirm|cancel))?$/.exec(route);
    if (match) {
      const uuid = decodeURIComponent(match[2]!);
      const booking = bookings.get(uuid);
      if (!booking) {
        return refuse('INVALID_BOOKING_UUID', 'The uuid was missing or invalid', { uuid });
      }
      if (match[1] === 'GET' && !match[3]) return { status: 200, json: bookingJson(booking) };
      if (match[3] === 'confirm') {
        if (!body.contact?.fullName) return refuse('BAD_REQUEST', 'contact.fullName is required');
        if (booking.status === 'ON_HOLD') {
          booking.status = 'CONFIRMED';
          booking.resellerReference = body.resellerReference ?? null;
          booking.contact = { fullName: body.contact.fullName };
        }
        return { status: 200, json: bookingJson(booking) };
      }
      if (match[3] === 'cancel') {
        if (booking.status === 'CANCELLED') {
          return refuse('UNPROCESSABLE_ENTITY', 'The booking is already cancelled');
        }
        booking.status = 'CANCELLED';
        return { status: 200, json: bookingJson(booking) };
      }
    }
    return { status: 404, json: { error: 'NOT_FOUND', errorMessage: `no route ${route}` } };
  });

  return {
    ...fake,
    bookings,
    soldOut,
    withdrawn,
    control,
    /** Reservation requests made for a booking uuid. */
    reserves: (uuid: string) =>
      fake.state.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/bookings' &&
          (r.body as { uuid?: string })?.uuid === uuid,
      ).length,
  };
}
