import type { AirportLineKind, AirportServiceSnapshot, EPass, Locale } from '@tern/contracts';
import QRCode from 'qrcode';
import { type MailTexts, mailFormat, REFUNDED_TO_CARD } from '../../mail/mail-locale';
import type { ReceiptSection } from '../product-kind';
import { escapeHtml } from '../shared/escape-html';

interface AirportReceiptTexts {
  subject: (kind: AirportLineKind, name: string) => string;
  ready: (kind: AirportLineKind, name: string) => string;
  heading: (kind: AirportLineKind, name: string) => string;
  sides: Record<AirportServiceSnapshot['side'], string>;
  where: string;
  when: (day: string, from: string, until: string, timeZone: string) => string;
  flight: string;
  travellers: string;
  pass: (passId: string, reference: string) => string;
  showQr: string;
  qrAlt: string;
  yourPass: string;
  freeUntil: (until: string) => string;
  cancelledSubject: (name: string, day: string) => string;
  cancelled: (name: string, airport: string, day: string, time: string) => string;
  passVoid: (passId: string) => string;
}

const TEXTS: MailTexts<AirportReceiptTexts> = {
  en: {
    subject: (kind, name) =>
      `Your Tern ${kind === 'fast_track' ? 'fast-track pass' : 'lounge pass'} is ready: ${name}`,
    ready: (kind, name) =>
      `Your ${kind === 'fast_track' ? 'fast-track pass' : 'lounge pass'} for ${name} is ready.`,
    heading: (kind, name) =>
      `Your ${kind === 'fast_track' ? 'fast-track pass' : 'lounge pass'} for ${name}`,
    sides: { airside: 'airside', landside: 'landside' },
    where: 'Where',
    when: (day, from, until, zone) =>
      `When: ${day}, entry from ${from} until ${until} (airport time, ${zone})`,
    flight: 'Flight',
    travellers: 'Travellers',
    pass: (id, reference) => `Pass: ${id} (supplier reference ${reference})`,
    showQr: 'Show the QR code on your e-pass page at the entrance',
    qrAlt: 'E-pass QR code',
    yourPass: 'Your e-pass',
    freeUntil: (until) => `Free cancellation until ${until}; after that it cannot be refunded.`,
    cancelledSubject: (name, day) => `Cancelled: ${name}, ${day}`,
    cancelled: (name, airport, day, time) =>
      `Your booking for ${name} at ${airport} on ${day} at ${time} is cancelled.`,
    passVoid: (id) => `Its e-pass ${id} is no longer valid.`,
  },
  vi: {
    subject: (kind, name) =>
      `${kind === 'fast_track' ? 'Vé ưu tiên điện tử' : 'Vé phòng chờ điện tử'} Tern của bạn đã sẵn sàng: ${name}`,
    ready: (kind, name) =>
      `${kind === 'fast_track' ? 'Vé ưu tiên điện tử' : 'Vé phòng chờ điện tử'} cho ${name} của bạn đã sẵn sàng.`,
    heading: (kind, name) =>
      `${kind === 'fast_track' ? 'Vé ưu tiên điện tử' : 'Vé phòng chờ điện tử'} cho ${name}`,
    sides: {
      airside: 'khu cách ly, sau cửa an ninh',
      landside: 'khu công cộng, trước cửa an ninh',
    },
    where: 'Địa điểm',
    when: (day, from, until, zone) =>
      `Thời gian: ${day}, vào từ ${from} đến ${until} (giờ sân bay, ${zone})`,
    flight: 'Chuyến bay',
    travellers: 'Hành khách',
    pass: (id, reference) => `Vé: ${id} (mã tham chiếu của nhà cung cấp ${reference})`,
    showQr: 'Xuất trình mã QR trên trang vé điện tử của bạn ở lối vào',
    qrAlt: 'Mã QR của vé điện tử',
    yourPass: 'Vé điện tử của bạn',
    freeUntil: (until) => `Huỷ miễn phí đến ${until}; sau thời điểm đó không thể hoàn tiền.`,
    cancelledSubject: (name, day) => `Đã huỷ: ${name}, ${day}`,
    cancelled: (name, airport, day, time) =>
      `Đặt chỗ ${name} tại ${airport} lúc ${time}, ${day} của bạn đã được huỷ.`,
    passVoid: (id) => `Vé điện tử ${id} không còn hiệu lực.`,
  },
  ar: {
    subject: (kind, name) =>
      `${kind === 'fast_track' ? 'تصريح الدخول الإلكتروني للمسار السريع' : 'تصريح الدخول الإلكتروني إلى الصالة'} من Tern جاهز: ${name}`,
    ready: (kind, name) =>
      `${kind === 'fast_track' ? 'تصريح الدخول الإلكتروني للمسار السريع' : 'تصريح الدخول الإلكتروني إلى الصالة'} في ${name} جاهز.`,
    heading: (kind, name) =>
      `${kind === 'fast_track' ? 'تصريح الدخول الإلكتروني للمسار السريع' : 'تصريح الدخول الإلكتروني إلى الصالة'}: ${name}`,
    sides: {
      airside: 'الجانب الجوي، بعد التفتيش الأمني',
      landside: 'الجانب الأرضي، قبل التفتيش الأمني',
    },
    where: 'المكان',
    when: (day, from, until, zone) =>
      `الموعد: ${day}، الدخول من ${from} حتى ${until} (بتوقيت المطار، ${zone})`,
    flight: 'الرحلة',
    travellers: 'المسافرون',
    pass: (id, reference) => `التصريح: ${id} (المرجع لدى المورّد ${reference})`,
    showQr: 'اعرض رمز QR الموجود في صفحة تصريح الدخول الإلكتروني عند المدخل',
    qrAlt: 'رمز QR لتصريح الدخول الإلكتروني',
    yourPass: 'تصريح الدخول الإلكتروني',
    freeUntil: (until) => `الإلغاء مجاني حتى ${until}؛ وبعد ذلك لا يمكن استرداد المبلغ.`,
    cancelledSubject: (name, day) => `تم الإلغاء: ${name}، ${day}`,
    cancelled: (name, airport, day, time) =>
      `أُلغي حجزك في ${name} بمطار ${airport} يوم ${day} الساعة ${time}.`,
    passVoid: (id) => `ولم يعد تصريح الدخول الإلكتروني ${id} صالحًا.`,
  },
};

/** What the traveller needs at the airport: what, where, when, who, the QR code and the link. */
export async function airportReceiptSection(
  kind: AirportLineKind,
  booking: AirportServiceSnapshot,
  pass: EPass,
  passPageUrl: string,
  locale: Locale,
): Promise<ReceiptSection> {
  const texts = TEXTS[locale];
  const format = mailFormat(locale);
  const comma = locale === 'ar' ? '، ' : ', ';
  const cid = `epass-${pass.passId}`;
  const qr = await QRCode.toBuffer(pass.token, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  const where = `${booking.airport.name} (${booking.airport.iata})${comma}${booking.terminal}${comma}${texts.sides[booking.side]}: ${booking.location}`;
  const when = texts.when(
    format.day(booking.date),
    booking.entryWindow.from,
    booking.entryWindow.until,
    booking.airport.timeZone,
  );
  const travellers = booking.travellers.join(comma);
  const freeUntil = texts.freeUntil(
    format.instant(booking.freeCancellationUntil, booking.airport.timeZone),
  );
  return {
    subject: texts.subject(kind, booking.name),
    text: [
      texts.ready(kind, booking.name),
      `${texts.where}: ${where}`,
      when,
      `${texts.flight}: ${booking.flightNumber}`,
      `${texts.travellers}: ${travellers}`,
      texts.pass(pass.passId, pass.providerReference),
      `${texts.showQr}: ${passPageUrl}`,
      freeUntil,
    ],
    html: [
      `<h1>${escapeHtml(texts.heading(kind, booking.name))}</h1>`,
      `<p>${escapeHtml(where)}<br>${escapeHtml(when)}<br>${texts.flight} ${escapeHtml(booking.flightNumber)} · ${escapeHtml(travellers)}</p>`,
      `<p><img src="cid:${cid}" width="240" height="240" alt="${texts.qrAlt}"></p>`,
      `<p><a href="${escapeHtml(passPageUrl)}">${texts.yourPass}</a> · ${escapeHtml(freeUntil)}</p>`,
    ].join(''),
    attachments: [
      { filename: `tern-epass-${pass.passId}.png`, content: qr, contentType: 'image/png', cid },
    ],
  };
}

/** The e-mail about a booking the traveller cancelled: its pass stops working, the money is back. */
export function airportCancellationNotice(
  booking: AirportServiceSnapshot,
  passId: string,
  refund: { refunded: string; orderId: string },
  locale: Locale,
) {
  const texts = TEXTS[locale];
  const day = mailFormat(locale).day(booking.date);
  const airport = `${booking.airport.name} (${booking.airport.iata})`;
  return {
    subject: texts.cancelledSubject(booking.name, day),
    text: [
      texts.cancelled(booking.name, airport, day, booking.time),
      texts.passVoid(passId),
      REFUNDED_TO_CARD[locale](refund.refunded, refund.orderId),
    ],
  };
}
