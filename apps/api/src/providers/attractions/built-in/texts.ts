import type { AttractionCategory, LOCALES } from '@tern/contracts';
import { countryName } from '../country-names';
import type { DataNoun } from './attractions-data';

/**
 * The same line in every locale, in LOCALES order (en, vi, ar), so a pick from a list keeps them
 * in step; a locale added to LOCALES makes every line here a type error until it is written.
 */
export type Pair = OneEach<typeof LOCALES>;
type OneEach<Tuple extends readonly unknown[]> = { readonly [index in keyof Tuple]: string };

/** What the templates interpolate: names, place and the booking's terms in every language. */
export interface CopySubject {
  name: string;
  nameVi: string;
  nameAr: string;
  city: string;
  cityVi: string;
  cityAr: string;
  country: string;
  countryVi: string;
  countryAr: string;
  durationMinutes: number;
  cutoffHours: number;
}

interface CategoryCopy {
  description: (s: CopySubject, duration: Pair) => Pair;
  /** A pool: the catalogue shows 3 to 5 of them. */
  highlights: (s: CopySubject) => Pair[];
  included: Pair[];
  notIncluded: Pair[];
  whatToBring: Pair[];
}

/** Names the launch copy used ("1 GB of UK data") where ICU's are long or official. */
const SHORT_COUNTRY_NAMES: Readonly<Record<string, Pair>> = {
  AE: ['UAE', 'UAE', 'الإمارات'],
  CZ: ['Czech Republic', 'Cộng hòa Séc', 'التشيك'],
  GB: ['UK', 'Anh', 'المملكة المتحدة'],
  HK: ['Hong Kong', 'Hồng Kông', 'هونغ كونغ'],
  US: ['USA', 'Mỹ', 'الولايات المتحدة'],
};

export function countryNames(isoCode: string): Pair {
  return (
    SHORT_COUNTRY_NAMES[isoCode] ?? [
      countryName(isoCode, 'en'),
      countryName(isoCode, 'vi'),
      countryName(isoCode, 'ar'),
    ]
  );
}

const arabicPlural = new Intl.PluralRules('ar');

/**
 * A count of hours or minutes in Arabic, in the genitive the templates need (after نحو, حتى):
 * ساعة، ساعتين، 3 ساعات، 11 ساعة (the glossary's plural forms; Western digits).
 */
function arabicCount(count: number, one: string, two: string, few: string): string {
  const form = arabicPlural.select(count);
  if (form === 'one') return one;
  if (form === 'two') return two;
  return `${count} ${form === 'few' ? few : one}`;
}

export const arabicHours = (hours: number) => arabicCount(hours, 'ساعة', 'ساعتين', 'ساعات');

/** "1 hour 30 minutes" / "1 giờ 30 phút" / "ساعة و30 دقيقة". */
export function durationText(minutes: number): Pair {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const en = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest > 0 ? `${rest} minutes` : '',
  ];
  const vi = [hours > 0 ? `${hours} giờ` : '', rest > 0 ? `${rest} phút` : ''];
  const ar = [
    hours > 0 ? arabicHours(hours) : '',
    rest > 0 ? arabicCount(rest, 'دقيقة', 'دقيقتين', 'دقائق') : '',
  ];
  return [
    en.filter(Boolean).join(' '),
    vi.filter(Boolean).join(' '),
    ar.filter(Boolean).join(' و'),
  ];
}

/** 500 → "500 MB"; 1000 → "1 GB"; 1500 → "1.5 GB" / "1,5 GB" (the storefront's 1000 MB GB). */
export function dataAmount(mb: number): Pair {
  if (mb < 1000) return [`${mb} MB`, `${mb} MB`, `${mb} MB`];
  const gb = String(mb / 1000);
  // Arabic as Intl formats it for `ar`: Western digits, a full stop for the decimals.
  return [`${gb} GB`, `${gb.replace('.', ',')} GB`, `${gb} GB`];
}

/** The Arabic is the noun with "your" attached (تذكرتك), as «مع …» needs it. */
const DATA_NOUNS: Readonly<Record<DataNoun, Pair>> = {
  ticket: ['ticket', 'vé', 'تذكرتك'],
  booking: ['booking', 'đơn đặt chỗ', 'حجزك'],
  tour: ['tour', 'tour', 'جولتك'],
  trip: ['trip', 'chuyến đi', 'رحلتك'],
  ride: ['ride', 'lượt đi', 'رحلتك'],
  flight: ['flight', 'chuyến bay', 'رحلتك الجوية'],
  cruise: ['cruise', 'chuyến du thuyền', 'رحلتك البحرية'],
  safari: ['safari', 'chuyến safari', 'رحلة السفاري الخاصة بك'],
};

/** "1 GB of France data free with your ticket", as the launch cards put it. */
export function dataDescription(mb: number, country: Pair, noun: DataNoun): Pair {
  if (mb === 0) return ['', '', ''];
  const [amountEn, amountVi, amountAr] = dataAmount(mb);
  const [nounEn, nounVi, nounAr] = DATA_NOUNS[noun];
  return [
    `${amountEn} of ${country[0]} data free with your ${nounEn}`,
    `Tặng ${amountVi} dữ liệu di động tại ${country[1]} kèm ${nounVi} của bạn`,
    `بيانات مجانية بسعة ${amountAr} في ${country[2]} مع ${nounAr}`,
  ];
}

/** The included line for the free data, or nothing when there is none. */
export function dataIncluded(mb: number, country: Pair): Pair[] {
  if (mb === 0) return [];
  const [amountEn, amountVi, amountAr] = dataAmount(mb);
  return [
    [
      `${amountEn} of ${country[0]} mobile data on a Tern eSIM`,
      `${amountVi} dữ liệu di động tại ${country[1]} qua eSIM Tern`,
      `بيانات جوال بسعة ${amountAr} في ${country[2]} على شريحة eSIM من Tern`,
    ],
  ];
}

const MOBILE_TICKET: Pair = [
  'Mobile ticket: show the QR code on your phone',
  'Vé điện tử: chỉ cần xuất trình mã QR trên điện thoại',
  'تذكرة على الجوال: أبرز رمز QR على هاتفك',
];
const TICKET_ON_PHONE: Pair = [
  'Your ticket on your phone',
  'Vé trên điện thoại của bạn',
  'تذكرتك على هاتفك',
];
const PHOTO_ID: Pair = [
  'Photo ID (passport or ID card)',
  'Giấy tờ tùy thân có ảnh (hộ chiếu hoặc CCCD)',
  'وثيقة هوية بصورة (جواز السفر أو بطاقة الهوية)',
];
const COMFORTABLE_SHOES: Pair = ['Comfortable shoes', 'Giày thoải mái', 'حذاء مريح'];
const HOTEL_TRANSFER: Pair = [
  'Hotel pick-up and drop-off',
  'Đưa đón tại khách sạn',
  'التوصيل من الفندق وإليه',
];
const FOOD_AND_DRINKS: Pair = ['Food and drinks', 'Đồ ăn và thức uống', 'الطعام والمشروبات'];
const TIPS: Pair = ['Tips', 'Tiền bồi dưỡng', 'الإكراميات'];
const GUIDE: Pair = ['Guide', 'Hướng dẫn viên', 'مرشد سياحي'];
const MEALS_UNLESS_NAMED: Pair = [
  'Food and drinks unless the name says so',
  'Đồ ăn và thức uống (trừ khi có trong tên chương trình)',
  'الطعام والمشروبات، ما لم يذكرها اسم النشاط',
];

const freeCancellation = (s: CopySubject): Pair => [
  `Free cancellation up to ${s.cutoffHours} hours before`,
  `Hủy miễn phí đến ${s.cutoffHours} giờ trước giờ bắt đầu`,
  `الإلغاء مجاني حتى ${arabicHours(s.cutoffHours)} قبل الموعد`,
];

/** Copy per category; every sentence names the attraction, its city or its country. */
export const CATEGORY_COPY: Readonly<Record<AttractionCategory, CategoryCopy>> = {
  museums: {
    description: (s, [en, vi, ar]) => [
      `${s.name} in ${s.city}, ${s.country}: a timed entry that takes you past the ticket queue and into the galleries. Allow about ${en} to see the highlights at your own pace.`,
      `${s.nameVi} tại ${s.cityVi}, ${s.countryVi}: vé vào cửa theo khung giờ giúp bạn bỏ qua hàng chờ mua vé và vào thẳng phòng trưng bày. Hãy dành khoảng ${vi} để xem những hiện vật nổi bật theo nhịp của riêng bạn.`,
      `${s.nameAr} في ${s.cityAr}، ${s.countryAr}: تذكرة دخول بموعد محدد تتجاوز بها طابور التذاكر إلى قاعات العرض مباشرةً. خصّص نحو ${ar} لمشاهدة أبرز المعروضات على راحتك.`,
    ],
    highlights: (s) => [
      [
        'Skip the ticket-office queue with a timed entry',
        'Bỏ qua hàng chờ ở quầy vé nhờ vé theo khung giờ',
        'تجاوز طابور شباك التذاكر بدخول في موعد محدد',
      ],
      [
        `Works that bring visitors to ${s.city} from all over the world`,
        `Những tác phẩm thu hút du khách khắp thế giới đến ${s.cityVi}`,
        `أعمال تجذب الزوار إلى ${s.cityAr} من أنحاء العالم`,
      ],
      [
        'Explore at your own pace, with no group to keep up with',
        'Tự do tham quan theo nhịp riêng, không phải đi theo đoàn',
        'استكشف على راحتك، دون مجموعة عليك مجاراتها',
      ],
      MOBILE_TICKET,
      freeCancellation(s),
    ],
    included: [
      ['Timed entry ticket', 'Vé vào cửa theo khung giờ', 'تذكرة دخول بموعد محدد'],
      ['The permanent collection', 'Tham quan khu trưng bày thường trực', 'زيارة المجموعة الدائمة'],
    ],
    notIncluded: [GUIDE, ['Audio guide', 'Thiết bị thuyết minh', 'الدليل الصوتي'], HOTEL_TRANSFER],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      [
        'A small bag: large bags and suitcases are not allowed inside',
        'Túi nhỏ: không được mang túi lớn và vali vào bên trong',
        'حقيبة صغيرة: لا يُسمح بإدخال الحقائب الكبيرة وحقائب السفر',
      ],
    ],
  },
  landmarks: {
    description: (s, [en, vi, ar]) => [
      `${s.name}: one of the sights ${s.city} is known for, with a ticket for a fixed time so you spend your visit looking around rather than queueing. Allow about ${en}.`,
      `${s.nameVi}: một trong những điểm đến làm nên tên tuổi của ${s.cityVi}, với vé theo khung giờ để bạn dành thời gian ngắm cảnh thay vì xếp hàng. Hãy dành khoảng ${vi}.`,
      `${s.nameAr}: من المعالم التي تشتهر بها ${s.cityAr}، بتذكرة في موعد محدد لتقضي زيارتك في التجوّل لا في الانتظار في الطوابير. خصّص نحو ${ar}.`,
    ],
    highlights: (s) => [
      [
        `A sight that has defined ${s.city} for generations`,
        `Biểu tượng gắn liền với ${s.cityVi} qua nhiều thế hệ`,
        `معلم اقترن به اسم ${s.cityAr} على مرّ الأجيال`,
      ],
      [
        'Timed entry: less time in queues, more time at the sight',
        'Vào cửa theo khung giờ: ít xếp hàng, nhiều thời gian tham quan hơn',
        'دخول في موعد محدد: وقت أقل في الطوابير ووقت أطول عند المعلم',
      ],
      [
        'Views and photo spots you will not find anywhere else',
        'Góc nhìn và điểm chụp ảnh không nơi nào có',
        'إطلالات وأماكن للتصوير لن تجدها في أي مكان آخر',
      ],
      MOBILE_TICKET,
      freeCancellation(s),
    ],
    included: [
      [
        'Entry ticket for your chosen time',
        'Vé vào cửa theo khung giờ đã chọn',
        'تذكرة دخول في الموعد الذي تختاره',
      ],
    ],
    notIncluded: [
      GUIDE,
      FOOD_AND_DRINKS,
      ['Transport to the entrance', 'Di chuyển đến lối vào', 'المواصلات إلى المدخل'],
    ],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      COMFORTABLE_SHOES,
      [
        'Water and sun protection in summer',
        'Nước uống và đồ chống nắng vào mùa hè',
        'الماء والوقاية من الشمس في الصيف',
      ],
    ],
  },
  tours: {
    description: (s, [en, vi, ar]) => [
      `${s.name} with a licensed local guide who brings the history and everyday life of ${s.city} to life. Groups stay small, the pace is relaxed and the tour lasts about ${en}.`,
      `${s.nameVi} cùng hướng dẫn viên địa phương có giấy phép, người sẽ kể cho bạn nghe về lịch sử và đời sống thường ngày của ${s.cityVi}. Đoàn nhỏ, nhịp độ thong thả và tour kéo dài khoảng ${vi}.`,
      `${s.nameAr} برفقة مرشد محلي مرخّص يحكي لك تاريخ ${s.cityAr} وتفاصيل الحياة اليومية فيها. المجموعات صغيرة والإيقاع هادئ، وتستغرق الجولة نحو ${ar}.`,
    ],
    highlights: (s) => [
      [
        `Stories of ${s.city} from a guide who lives there`,
        `Những câu chuyện về ${s.cityVi} từ hướng dẫn viên sống tại đây`,
        `حكايات عن ${s.cityAr} يرويها مرشد يعيش فيها`,
      ],
      [
        'A small group, so there is time for your questions',
        'Đoàn nhỏ nên bạn có thời gian đặt câu hỏi',
        'مجموعة صغيرة، فيتسع الوقت لأسئلتك',
      ],
      [
        'Guided in English from a fixed meeting point and start time',
        'Thuyết minh bằng tiếng Anh, điểm hẹn và giờ khởi hành cố định',
        'شرح باللغة الإنجليزية، من نقطة التقاء وفي موعد انطلاق محددين',
      ],
      [
        'Places that are easy to miss on your own',
        'Những nơi dễ bỏ lỡ nếu tự đi',
        'أماكن يسهل أن تفوتك إن ذهبت وحدك',
      ],
      freeCancellation(s),
    ],
    included: [
      ['Licensed local guide', 'Hướng dẫn viên địa phương có giấy phép', 'مرشد محلي مرخّص'],
      [
        'Entrance fees on the route',
        'Vé vào cửa các điểm trên lộ trình',
        'رسوم الدخول إلى الأماكن على المسار',
      ],
    ],
    notIncluded: [
      HOTEL_TRANSFER,
      TIPS,
      ['Personal expenses', 'Chi phí cá nhân', 'المصاريف الشخصية'],
    ],
    whatToBring: [
      TICKET_ON_PHONE,
      COMFORTABLE_SHOES,
      ['Water', 'Nước uống', 'الماء'],
      [
        'Clothes that cover shoulders and knees for religious sites',
        'Trang phục che vai và đầu gối khi vào nơi thờ tự',
        'ملابس تغطي الكتفين والركبتين لدخول الأماكن الدينية',
      ],
    ],
  },
  day_trips: {
    description: (s, [en, vi, ar]) => [
      `${s.name}: a trip from ${s.city} with transport, a guide and entrance fees arranged, so all you do is turn up at the meeting point. Expect about ${en} from departure to return.`,
      `${s.nameVi}: chuyến đi khởi hành từ ${s.cityVi} đã bao gồm xe đưa đón, hướng dẫn viên và vé tham quan, bạn chỉ cần có mặt tại điểm hẹn. Chuyến đi kéo dài khoảng ${vi} từ lúc khởi hành đến khi trở về.`,
      `${s.nameAr}: رحلة من ${s.cityAr} بمواصلات ومرشد ورسوم دخول مرتّبة مسبقًا، فكل ما عليك هو الحضور إلى نقطة الالتقاء. تستغرق الرحلة نحو ${ar} من الانطلاق حتى العودة.`,
    ],
    highlights: (s) => [
      [
        `See more of ${s.country} than ${s.city} alone`,
        `Khám phá ${s.countryVi} ngoài ${s.cityVi}`,
        `اكتشف من ${s.countryAr} أكثر من ${s.cityAr} وحدها`,
      ],
      [
        'Transport and entrance fees arranged for you',
        'Xe đưa đón và vé tham quan đã được sắp xếp sẵn',
        'المواصلات ورسوم الدخول مرتّبة لك',
      ],
      [
        'A guide who knows the route and its stories',
        'Hướng dẫn viên am hiểu lộ trình và những câu chuyện dọc đường',
        'مرشد يعرف الطريق وحكاياته',
      ],
      [
        'Free time at the main stops',
        'Có thời gian tự do tại các điểm dừng chính',
        'وقت حر في المحطات الرئيسية',
      ],
      freeCancellation(s),
    ],
    included: [
      [
        'Return transport from the meeting point',
        'Xe đưa đón khứ hồi từ điểm hẹn',
        'المواصلات ذهابًا وإيابًا من نقطة الالتقاء',
      ],
      GUIDE,
      [
        'Entrance fees on the itinerary',
        'Vé vào cửa các điểm trong lịch trình',
        'رسوم الدخول إلى الأماكن في البرنامج',
      ],
    ],
    notIncluded: [HOTEL_TRANSFER, MEALS_UNLESS_NAMED, TIPS],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      COMFORTABLE_SHOES,
      [
        'A layer in case the weather turns',
        'Áo khoác phòng khi thời tiết thay đổi',
        'طبقة ملابس إضافية تحسّبًا لتقلّب الطقس',
      ],
    ],
  },
  theme_parks: {
    description: (s) => [
      `${s.name} in ${s.city}: a dated ticket for a full day of rides, shows and attractions. Arrive at opening to make the most of it; the park is yours until closing.`,
      `${s.nameVi} tại ${s.cityVi}: vé theo ngày cho cả ngày vui chơi với các trò chơi, chương trình biểu diễn và điểm tham quan. Hãy đến lúc mở cửa để tận hưởng trọn vẹn; bạn được ở lại đến giờ đóng cửa.`,
      `${s.nameAr} في ${s.cityAr}: تذكرة ليوم محدد تمنحك يومًا كاملًا من الألعاب والعروض والأنشطة. احضر عند الافتتاح لتستفيد منه إلى أقصى حد؛ فالمدينة الترفيهية لك حتى موعد الإغلاق.`,
    ],
    highlights: (s) => [
      [
        'Rides and shows for every age',
        'Trò chơi và chương trình biểu diễn cho mọi lứa tuổi',
        'ألعاب وعروض لجميع الأعمار',
      ],
      [
        'Dated ticket: go straight to the gate',
        'Vé theo ngày: vào thẳng cổng',
        'تذكرة ليوم محدد: توجّه مباشرةً إلى البوابة',
      ],
      [
        `A favourite day out for families visiting ${s.city}`,
        `Điểm vui chơi được các gia đình yêu thích khi đến ${s.cityVi}`,
        `نزهة تفضّلها العائلات التي تزور ${s.cityAr}`,
      ],
      [
        'Stay from opening until closing',
        'Vui chơi từ lúc mở cửa đến khi đóng cửa',
        'ابقَ من الافتتاح حتى الإغلاق',
      ],
      freeCancellation(s),
    ],
    included: [
      ['One-day admission', 'Vé vào cổng một ngày', 'الدخول ليوم واحد'],
      [
        'Rides and shows in the park',
        'Các trò chơi và chương trình biểu diễn trong công viên',
        'الألعاب والعروض داخل المدينة الترفيهية',
      ],
    ],
    notIncluded: [
      [
        'Express or fast-pass queues',
        'Làn ưu tiên (express / fast pass)',
        'مسارات الدخول السريع (Express أو Fast Pass)',
      ],
      FOOD_AND_DRINKS,
      ['Parking', 'Phí gửi xe', 'موقف السيارات'],
    ],
    whatToBring: [
      TICKET_ON_PHONE,
      ['Sun cream and a hat', 'Kem chống nắng và mũ', 'واقي الشمس وقبعة'],
      COMFORTABLE_SHOES,
      ['A power bank for your phone', 'Sạc dự phòng cho điện thoại', 'شاحن متنقل لهاتفك'],
    ],
  },
  experiences: {
    description: (s, [en, vi, ar]) => [
      `${s.name} in ${s.city}: the kind of moment travellers remember long after the trip. It takes about ${en}, and your place is confirmed as soon as you book.`,
      `${s.nameVi} tại ${s.cityVi}: khoảnh khắc mà du khách còn nhớ mãi sau chuyến đi. Trải nghiệm kéo dài khoảng ${vi} và chỗ của bạn được xác nhận ngay khi đặt.`,
      `${s.nameAr} في ${s.cityAr}: من اللحظات التي يتذكرها المسافرون طويلًا بعد انتهاء الرحلة. تستغرق التجربة نحو ${ar}، ويُؤكَّد مكانك فور الحجز.`,
    ],
    highlights: (s) => [
      [
        `A highlight of any trip to ${s.city}`,
        `Điểm nhấn của mọi chuyến đi đến ${s.cityVi}`,
        `من أبرز محطات أي رحلة إلى ${s.cityAr}`,
      ],
      [
        'Instant confirmation for your chosen time',
        'Xác nhận ngay cho khung giờ bạn chọn',
        'تأكيد فوري للموعد الذي تختاره',
      ],
      [
        'Run by an experienced local operator',
        'Do đơn vị địa phương giàu kinh nghiệm tổ chức',
        'ينظّمها مشغّل محلي ذو خبرة',
      ],
      [
        'Photos you will want to share',
        'Những bức ảnh bạn sẽ muốn chia sẻ',
        'صور سترغب في مشاركتها',
      ],
      freeCancellation(s),
    ],
    included: [
      [
        'The experience at your chosen time',
        'Trải nghiệm vào khung giờ đã chọn',
        'التجربة في الموعد الذي تختاره',
      ],
      [
        'Safety briefing and equipment where needed',
        'Hướng dẫn an toàn và trang thiết bị khi cần',
        'إرشادات السلامة والمعدات عند الحاجة',
      ],
    ],
    notIncluded: [HOTEL_TRANSFER, MEALS_UNLESS_NAMED, TIPS],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      ['Clothes for the weather', 'Trang phục phù hợp với thời tiết', 'ملابس مناسبة للطقس'],
    ],
  },
};
