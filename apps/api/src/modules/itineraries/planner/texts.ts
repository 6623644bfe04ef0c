import type { AttractionCategory, Locale } from '@tern/contracts';
import type { ItineraryInterest } from '@tern/domain';

/** What any city offers without a ticket, as stops the planner can place. */
export const CITY_ACTIVITIES = {
  centre: { interest: 'culture', visitMinutes: 120, startsFrom: 540, startsUntil: 960, appeal: 45 },
  market: {
    interest: 'food',
    visitMinutes: 75,
    startsFrom: 690,
    startsUntil: 810,
    appeal: 35,
    repeatable: true,
  },
  park: { interest: 'nature', visitMinutes: 90, startsFrom: 480, startsUntil: 990, appeal: 30 },
  family: { interest: 'family', visitMinutes: 120, startsFrom: 540, startsUntil: 960, appeal: 25 },
  stroll: {
    interest: 'culture',
    visitMinutes: 60,
    startsFrom: 1080,
    startsUntil: 1230,
    appeal: 30,
  },
  dinner: {
    interest: 'food',
    visitMinutes: 90,
    startsFrom: 1110,
    startsUntil: 1230,
    appeal: 40,
    repeatable: true,
  },
  nightlife: {
    interest: 'nightlife',
    visitMinutes: 120,
    startsFrom: 1230,
    startsUntil: 1320,
    appeal: 25,
  },
} as const satisfies Record<
  string,
  {
    interest: ItineraryInterest;
    visitMinutes: number;
    /** Local minutes after midnight the activity may start between. */
    startsFrom: number;
    startsUntil: number;
    appeal: number;
    /** A meal: another restaurant every day, so it may come back on each day. */
    repeatable?: boolean;
  }
>;
export type CityActivity = keyof typeof CITY_ACTIVITIES;

const ACTIVITY_TEXTS: Record<
  Locale,
  Record<CityActivity, { name: string; description: string }>
> = {
  en: {
    centre: {
      name: 'Walk the centre of {city}',
      description: 'Streets, squares and landmarks on foot',
    },
    market: { name: 'Market lunch in {city}', description: 'Street food and local dishes' },
    park: { name: 'Parks and gardens of {city}', description: 'Green space and a slower hour' },
    family: {
      name: 'Family time in {city}',
      description: 'A playground, a park or an aquarium for the children',
    },
    stroll: {
      name: 'Evening walk in {city}',
      description: 'The waterfront or the old town after dark',
    },
    dinner: { name: 'Dinner in {city}', description: 'Local cuisine at a restaurant' },
    nightlife: { name: 'Night out in {city}', description: 'Bars, live music or a night market' },
  },
  vi: {
    centre: {
      name: 'Dạo quanh trung tâm {city}',
      description: 'Phố xá, quảng trường và danh thắng, đi bộ',
    },
    market: { name: 'Ăn trưa ở chợ {city}', description: 'Đồ ăn đường phố và món địa phương' },
    park: { name: 'Công viên và vườn ở {city}', description: 'Không gian xanh, thư thả' },
    family: {
      name: 'Thời gian cho gia đình ở {city}',
      description: 'Sân chơi, công viên hoặc thủy cung cho trẻ em',
    },
    stroll: {
      name: 'Dạo buổi tối ở {city}',
      description: 'Bờ sông, bờ biển hoặc phố cổ khi lên đèn',
    },
    dinner: { name: 'Ăn tối ở {city}', description: 'Món địa phương tại nhà hàng' },
    nightlife: {
      name: 'Đi chơi đêm ở {city}',
      description: 'Quán bar, nhạc sống hoặc chợ đêm',
    },
  },
  ar: {
    centre: {
      name: 'جولة سيرًا على الأقدام في وسط {city}',
      description: 'شوارع وساحات ومعالم بارزة سيرًا على الأقدام',
    },
    market: { name: 'غداء في سوق {city}', description: 'أكلات الشارع والأطباق المحلية' },
    park: { name: 'حدائق {city} ومتنزهاتها', description: 'مساحات خضراء وساعة أكثر هدوءًا' },
    family: {
      name: 'وقت للعائلة في {city}',
      description: 'ملعب للأطفال أو حديقة أو حوض أسماك',
    },
    stroll: {
      name: 'نزهة مسائية في {city}',
      description: 'الواجهة البحرية أو المدينة القديمة بعد حلول الظلام',
    },
    dinner: { name: 'عشاء في {city}', description: 'المطبخ المحلي في مطعم' },
    nightlife: {
      name: 'سهرة في {city}',
      description: 'حانات أو موسيقى حية أو سوق ليلي',
    },
  },
};

export function activityText(activity: CityActivity, locale: Locale, city: string) {
  const text = ACTIVITY_TEXTS[locale][activity];
  return { name: text.name.replace('{city}', city), description: text.description };
}

const CATEGORY_TEXTS: Record<Locale, Record<AttractionCategory, string>> = {
  en: {
    museums: 'Museum',
    landmarks: 'Landmark',
    tours: 'Tour',
    day_trips: 'Day trip',
    theme_parks: 'Theme park',
    experiences: 'Experience',
  },
  vi: {
    museums: 'Bảo tàng',
    landmarks: 'Danh thắng',
    tours: 'Tour',
    day_trips: 'Chuyến đi trong ngày',
    theme_parks: 'Công viên giải trí',
    experiences: 'Trải nghiệm',
  },
  ar: {
    museums: 'متحف',
    landmarks: 'معلم بارز',
    tours: 'جولة',
    day_trips: 'رحلة اليوم الواحد',
    theme_parks: 'مدينة ترفيهية',
    experiences: 'تجربة',
  },
};

export const categoryText = (category: AttractionCategory, locale: Locale) =>
  CATEGORY_TEXTS[locale][category];

export type StopNotice =
  | { kind: 'closed' }
  | { kind: 'closes'; time: string }
  | { kind: 'too_late' }
  | { kind: 'other_country'; country: string };

const NOTICE_TEXTS: Record<Locale, Record<StopNotice['kind'], string>> = {
  en: {
    closed: 'Closed on this day',
    closes: 'Closes at {time}, before the visit would end',
    too_late: 'Too much for one day: this runs past midnight',
    other_country: 'This place is in {country}, not on this day’s route',
  },
  vi: {
    closed: 'Đóng cửa vào ngày này',
    closes: 'Đóng cửa lúc {time}, trước khi kết thúc chuyến tham quan',
    too_late: 'Quá nhiều cho một ngày: kéo dài quá nửa đêm',
    other_country: 'Địa điểm này ở {country}, không thuộc lộ trình ngày này',
  },
  ar: {
    closed: 'مغلق في هذا اليوم',
    closes: 'يُغلق في {time}، قبل انتهاء الزيارة',
    too_late: 'أكثر مما يتسع له يوم واحد: يمتد إلى ما بعد منتصف الليل',
    other_country: 'يقع هذا المكان في {country}، وليس على مسار هذا اليوم',
  },
};

export function noticeText(notice: StopNotice, locale: Locale): string {
  const text = NOTICE_TEXTS[locale][notice.kind];
  if (notice.kind === 'closes') return text.replace('{time}', notice.time);
  if (notice.kind === 'other_country') return text.replace('{country}', notice.country);
  return text;
}

/** How the data estimate is reckoned, with the figures the estimate uses. */
export function dataMethodText(
  locale: Locale,
  figures: {
    baseMb: number;
    perStopMb: number;
    perTripMb: number;
    perKmMb: number;
    mediaMb: number;
    arrivalMb: number;
    marginPercent: number;
  },
): string {
  const f = figures;
  const texts: Record<Locale, string> = {
    en: `Each day: ${f.baseMb} MB for messages, e-mail and apps in the background; ${f.perStopMb} MB a stop (looking it up, tickets, reviews); ${f.perTripMb} MB a journey plus ${f.perKmMb} MB a kilometre for maps and ride-hailing; ${f.mediaMb} MB of photos and social media for the trip’s pace; ${f.arrivalMb} MB more on arrival days. Plus a ${f.marginPercent}% margin, rounded up to 100 MB. Video calls and streaming use more.`,
    vi: `Mỗi ngày: ${f.baseMb} MB cho tin nhắn, email và ứng dụng chạy nền; ${f.perStopMb} MB cho mỗi điểm đến (tra cứu, vé, đánh giá); ${f.perTripMb} MB cho mỗi lần di chuyển cộng ${f.perKmMb} MB mỗi km cho bản đồ và gọi xe; ${f.mediaMb} MB ảnh và mạng xã hội theo nhịp độ chuyến đi; thêm ${f.arrivalMb} MB vào ngày đến. Cộng thêm ${f.marginPercent}% dự phòng và làm tròn lên 100 MB. Gọi video và xem phim trực tuyến dùng nhiều hơn.`,
    ar: `كل يوم: ${f.baseMb} MB للرسائل والبريد الإلكتروني والتطبيقات التي تعمل في الخلفية؛ و${f.perStopMb} MB لكل مكان (البحث عنه والتذاكر والتقييمات)؛ و${f.perTripMb} MB لكل تنقّل إضافةً إلى ${f.perKmMb} MB لكل كم للخرائط وطلب سيارات الأجرة؛ و${f.mediaMb} MB للصور ووسائل التواصل الاجتماعي حسب إيقاع الرحلة؛ و${f.arrivalMb} MB إضافية في أيام الوصول. يُضاف هامش ${f.marginPercent}%، ويُقرَّب الناتج إلى أقرب 100 MB أعلى. وتستهلك مكالمات الفيديو والبث أكثر من ذلك.`,
  };
  return texts[locale];
}
