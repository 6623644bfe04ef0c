import type { AttractionCategory } from '@tern/contracts';
import { countryName } from '../country-names';
import type { DataNoun } from './attractions-data';

/** The same line in English and Vietnamese, so a pick from a list keeps both in step. */
export type Pair = readonly [en: string, vi: string];

/** What the templates interpolate: names, place and the booking's terms in both languages. */
export interface CopySubject {
  name: string;
  nameVi: string;
  city: string;
  cityVi: string;
  country: string;
  countryVi: string;
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
  AE: ['UAE', 'UAE'],
  CZ: ['Czech Republic', 'Cộng hòa Séc'],
  GB: ['UK', 'Anh'],
  HK: ['Hong Kong', 'Hồng Kông'],
  US: ['USA', 'Mỹ'],
};

export function countryNames(isoCode: string): Pair {
  return SHORT_COUNTRY_NAMES[isoCode] ?? [countryName(isoCode, 'en'), countryName(isoCode, 'vi')];
}

/** "1 hour 30 minutes" / "1 giờ 30 phút". */
export function durationText(minutes: number): Pair {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const en = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest > 0 ? `${rest} minutes` : '',
  ];
  const vi = [hours > 0 ? `${hours} giờ` : '', rest > 0 ? `${rest} phút` : ''];
  return [en.filter(Boolean).join(' '), vi.filter(Boolean).join(' ')];
}

/** 500 → "500 MB"; 1000 → "1 GB"; 1500 → "1.5 GB" / "1,5 GB" (the storefront's 1000 MB GB). */
export function dataAmount(mb: number): Pair {
  if (mb < 1000) return [`${mb} MB`, `${mb} MB`];
  const gb = String(mb / 1000);
  return [`${gb} GB`, `${gb.replace('.', ',')} GB`];
}

const DATA_NOUNS: Readonly<Record<DataNoun, Pair>> = {
  ticket: ['ticket', 'vé'],
  booking: ['booking', 'đơn đặt chỗ'],
  tour: ['tour', 'tour'],
  trip: ['trip', 'chuyến đi'],
  ride: ['ride', 'lượt đi'],
  flight: ['flight', 'chuyến bay'],
  cruise: ['cruise', 'chuyến du thuyền'],
  safari: ['safari', 'chuyến safari'],
};

/** "1 GB of France data free with your ticket", as the launch cards put it. */
export function dataDescription(mb: number, country: Pair, noun: DataNoun): Pair {
  if (mb === 0) return ['', ''];
  const [amountEn, amountVi] = dataAmount(mb);
  const [nounEn, nounVi] = DATA_NOUNS[noun];
  return [
    `${amountEn} of ${country[0]} data free with your ${nounEn}`,
    `Tặng ${amountVi} dữ liệu di động tại ${country[1]} kèm ${nounVi} của bạn`,
  ];
}

/** The included line for the free data, or nothing when there is none. */
export function dataIncluded(mb: number, country: Pair): Pair[] {
  if (mb === 0) return [];
  const [amountEn, amountVi] = dataAmount(mb);
  return [
    [
      `${amountEn} of ${country[0]} mobile data on a Tern eSIM`,
      `${amountVi} dữ liệu di động tại ${country[1]} qua eSIM Tern`,
    ],
  ];
}

const MOBILE_TICKET: Pair = [
  'Mobile ticket: show the QR code on your phone',
  'Vé điện tử: chỉ cần xuất trình mã QR trên điện thoại',
];
const TICKET_ON_PHONE: Pair = ['Your ticket on your phone', 'Vé trên điện thoại của bạn'];
const PHOTO_ID: Pair = [
  'Photo ID (passport or ID card)',
  'Giấy tờ tùy thân có ảnh (hộ chiếu hoặc CCCD)',
];
const COMFORTABLE_SHOES: Pair = ['Comfortable shoes', 'Giày thoải mái'];
const HOTEL_TRANSFER: Pair = ['Hotel pick-up and drop-off', 'Đưa đón tại khách sạn'];
const FOOD_AND_DRINKS: Pair = ['Food and drinks', 'Đồ ăn và thức uống'];
const TIPS: Pair = ['Tips', 'Tiền bồi dưỡng'];
const GUIDE: Pair = ['Guide', 'Hướng dẫn viên'];
const MEALS_UNLESS_NAMED: Pair = [
  'Food and drinks unless the name says so',
  'Đồ ăn và thức uống (trừ khi có trong tên chương trình)',
];

const freeCancellation = (s: CopySubject): Pair => [
  `Free cancellation up to ${s.cutoffHours} hours before`,
  `Hủy miễn phí đến ${s.cutoffHours} giờ trước giờ bắt đầu`,
];

/** Copy per category; every sentence names the attraction, its city or its country. */
export const CATEGORY_COPY: Readonly<Record<AttractionCategory, CategoryCopy>> = {
  museums: {
    description: (s, [en, vi]) => [
      `${s.name} in ${s.city}, ${s.country}: a timed entry that takes you past the ticket queue and into the galleries. Allow about ${en} to see the highlights at your own pace.`,
      `${s.nameVi} tại ${s.cityVi}, ${s.countryVi}: vé vào cửa theo khung giờ giúp bạn bỏ qua hàng chờ mua vé và vào thẳng phòng trưng bày. Hãy dành khoảng ${vi} để xem những hiện vật nổi bật theo nhịp của riêng bạn.`,
    ],
    highlights: (s) => [
      [
        'Skip the ticket-office queue with a timed entry',
        'Bỏ qua hàng chờ ở quầy vé nhờ vé theo khung giờ',
      ],
      [
        `Works that bring visitors to ${s.city} from all over the world`,
        `Những tác phẩm thu hút du khách khắp thế giới đến ${s.cityVi}`,
      ],
      [
        'Explore at your own pace, with no group to keep up with',
        'Tự do tham quan theo nhịp riêng, không phải đi theo đoàn',
      ],
      MOBILE_TICKET,
      freeCancellation(s),
    ],
    included: [
      ['Timed entry ticket', 'Vé vào cửa theo khung giờ'],
      ['The permanent collection', 'Tham quan khu trưng bày thường trực'],
    ],
    notIncluded: [GUIDE, ['Audio guide', 'Thiết bị thuyết minh'], HOTEL_TRANSFER],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      [
        'A small bag: large bags and suitcases are not allowed inside',
        'Túi nhỏ: không được mang túi lớn và vali vào bên trong',
      ],
    ],
  },
  landmarks: {
    description: (s, [en, vi]) => [
      `${s.name}: one of the sights ${s.city} is known for, with a ticket for a fixed time so you spend your visit looking around rather than queueing. Allow about ${en}.`,
      `${s.nameVi}: một trong những điểm đến làm nên tên tuổi của ${s.cityVi}, với vé theo khung giờ để bạn dành thời gian ngắm cảnh thay vì xếp hàng. Hãy dành khoảng ${vi}.`,
    ],
    highlights: (s) => [
      [
        `A sight that has defined ${s.city} for generations`,
        `Biểu tượng gắn liền với ${s.cityVi} qua nhiều thế hệ`,
      ],
      [
        'Timed entry: less time in queues, more time at the sight',
        'Vào cửa theo khung giờ: ít xếp hàng, nhiều thời gian tham quan hơn',
      ],
      [
        'Views and photo spots you will not find anywhere else',
        'Góc nhìn và điểm chụp ảnh không nơi nào có',
      ],
      MOBILE_TICKET,
      freeCancellation(s),
    ],
    included: [['Entry ticket for your chosen time', 'Vé vào cửa theo khung giờ đã chọn']],
    notIncluded: [GUIDE, FOOD_AND_DRINKS, ['Transport to the entrance', 'Di chuyển đến lối vào']],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      COMFORTABLE_SHOES,
      ['Water and sun protection in summer', 'Nước uống và đồ chống nắng vào mùa hè'],
    ],
  },
  tours: {
    description: (s, [en, vi]) => [
      `${s.name} with a licensed local guide who brings the history and everyday life of ${s.city} to life. Groups stay small, the pace is relaxed and the tour lasts about ${en}.`,
      `${s.nameVi} cùng hướng dẫn viên địa phương có giấy phép, người sẽ kể cho bạn nghe về lịch sử và đời sống thường ngày của ${s.cityVi}. Đoàn nhỏ, nhịp độ thong thả và tour kéo dài khoảng ${vi}.`,
    ],
    highlights: (s) => [
      [
        `Stories of ${s.city} from a guide who lives there`,
        `Những câu chuyện về ${s.cityVi} từ hướng dẫn viên sống tại đây`,
      ],
      [
        'A small group, so there is time for your questions',
        'Đoàn nhỏ nên bạn có thời gian đặt câu hỏi',
      ],
      [
        'Guided in English from a fixed meeting point and start time',
        'Thuyết minh bằng tiếng Anh, điểm hẹn và giờ khởi hành cố định',
      ],
      ['Places that are easy to miss on your own', 'Những nơi dễ bỏ lỡ nếu tự đi'],
      freeCancellation(s),
    ],
    included: [
      ['Licensed local guide', 'Hướng dẫn viên địa phương có giấy phép'],
      ['Entrance fees on the route', 'Vé vào cửa các điểm trên lộ trình'],
    ],
    notIncluded: [HOTEL_TRANSFER, TIPS, ['Personal expenses', 'Chi phí cá nhân']],
    whatToBring: [
      TICKET_ON_PHONE,
      COMFORTABLE_SHOES,
      ['Water', 'Nước uống'],
      [
        'Clothes that cover shoulders and knees for religious sites',
        'Trang phục che vai và đầu gối khi vào nơi thờ tự',
      ],
    ],
  },
  day_trips: {
    description: (s, [en, vi]) => [
      `${s.name}: a trip from ${s.city} with transport, a guide and entrance fees arranged, so all you do is turn up at the meeting point. Expect about ${en} from departure to return.`,
      `${s.nameVi}: chuyến đi khởi hành từ ${s.cityVi} đã bao gồm xe đưa đón, hướng dẫn viên và vé tham quan, bạn chỉ cần có mặt tại điểm hẹn. Chuyến đi kéo dài khoảng ${vi} từ lúc khởi hành đến khi trở về.`,
    ],
    highlights: (s) => [
      [
        `See more of ${s.country} than ${s.city} alone`,
        `Khám phá ${s.countryVi} ngoài ${s.cityVi}`,
      ],
      [
        'Transport and entrance fees arranged for you',
        'Xe đưa đón và vé tham quan đã được sắp xếp sẵn',
      ],
      [
        'A guide who knows the route and its stories',
        'Hướng dẫn viên am hiểu lộ trình và những câu chuyện dọc đường',
      ],
      ['Free time at the main stops', 'Có thời gian tự do tại các điểm dừng chính'],
      freeCancellation(s),
    ],
    included: [
      ['Return transport from the meeting point', 'Xe đưa đón khứ hồi từ điểm hẹn'],
      GUIDE,
      ['Entrance fees on the itinerary', 'Vé vào cửa các điểm trong lịch trình'],
    ],
    notIncluded: [HOTEL_TRANSFER, MEALS_UNLESS_NAMED, TIPS],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      COMFORTABLE_SHOES,
      ['A layer in case the weather turns', 'Áo khoác phòng khi thời tiết thay đổi'],
    ],
  },
  theme_parks: {
    description: (s) => [
      `${s.name} in ${s.city}: a dated ticket for a full day of rides, shows and attractions. Arrive at opening to make the most of it; the park is yours until closing.`,
      `${s.nameVi} tại ${s.cityVi}: vé theo ngày cho cả ngày vui chơi với các trò chơi, chương trình biểu diễn và điểm tham quan. Hãy đến lúc mở cửa để tận hưởng trọn vẹn; bạn được ở lại đến giờ đóng cửa.`,
    ],
    highlights: (s) => [
      ['Rides and shows for every age', 'Trò chơi và chương trình biểu diễn cho mọi lứa tuổi'],
      ['Dated ticket: go straight to the gate', 'Vé theo ngày: vào thẳng cổng'],
      [
        `A favourite day out for families visiting ${s.city}`,
        `Điểm vui chơi được các gia đình yêu thích khi đến ${s.cityVi}`,
      ],
      ['Stay from opening until closing', 'Vui chơi từ lúc mở cửa đến khi đóng cửa'],
      freeCancellation(s),
    ],
    included: [
      ['One-day admission', 'Vé vào cổng một ngày'],
      ['Rides and shows in the park', 'Các trò chơi và chương trình biểu diễn trong công viên'],
    ],
    notIncluded: [
      ['Express or fast-pass queues', 'Làn ưu tiên (express / fast pass)'],
      FOOD_AND_DRINKS,
      ['Parking', 'Phí gửi xe'],
    ],
    whatToBring: [
      TICKET_ON_PHONE,
      ['Sun cream and a hat', 'Kem chống nắng và mũ'],
      COMFORTABLE_SHOES,
      ['A power bank for your phone', 'Sạc dự phòng cho điện thoại'],
    ],
  },
  experiences: {
    description: (s, [en, vi]) => [
      `${s.name} in ${s.city}: the kind of moment travellers remember long after the trip. It takes about ${en}, and your place is confirmed as soon as you book.`,
      `${s.nameVi} tại ${s.cityVi}: khoảnh khắc mà du khách còn nhớ mãi sau chuyến đi. Trải nghiệm kéo dài khoảng ${vi} và chỗ của bạn được xác nhận ngay khi đặt.`,
    ],
    highlights: (s) => [
      [`A highlight of any trip to ${s.city}`, `Điểm nhấn của mọi chuyến đi đến ${s.cityVi}`],
      ['Instant confirmation for your chosen time', 'Xác nhận ngay cho khung giờ bạn chọn'],
      ['Run by an experienced local operator', 'Do đơn vị địa phương giàu kinh nghiệm tổ chức'],
      ['Photos you will want to share', 'Những bức ảnh bạn sẽ muốn chia sẻ'],
      freeCancellation(s),
    ],
    included: [
      ['The experience at your chosen time', 'Trải nghiệm vào khung giờ đã chọn'],
      ['Safety briefing and equipment where needed', 'Hướng dẫn an toàn và trang thiết bị khi cần'],
    ],
    notIncluded: [HOTEL_TRANSFER, MEALS_UNLESS_NAMED, TIPS],
    whatToBring: [
      TICKET_ON_PHONE,
      PHOTO_ID,
      ['Clothes for the weather', 'Trang phục phù hợp với thời tiết'],
    ],
  },
};
