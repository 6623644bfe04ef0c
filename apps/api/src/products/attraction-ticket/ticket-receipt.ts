import type {
  AttractionTicket,
  AttractionTicketSnapshot,
  FreeData,
  Locale,
  TicketUnitType,
} from '@tern/contracts';
import QRCode from 'qrcode';
import { type MailTexts, mailFormat, REFUNDED_TO_CARD } from '../../mail/mail-locale';
import { esimReceiptSection } from '../esim-plan/esim-receipt';
import type { ReceiptSection } from '../product-kind';
import { escapeHtml } from '../shared/escape-html';

interface TicketReceiptTexts {
  subject: (name: string) => string;
  confirmed: (name: string) => string;
  heading: (name: string) => string;
  when: (day: string, time: string, timeZone: string) => string;
  meetingPoint: string;
  tickets: (who: string, lead: string) => string;
  bring: string;
  showQr: string;
  qrAlt: (ticketId: string, unit: string) => string;
  yourTickets: string;
  freeUntil: (until: string) => string;
  units: Record<TicketUnitType, string>;
  freeData: (amount: string) => string;
  cancelledSubject: (name: string, day: string) => string;
  cancelled: (name: string, day: string, time: string) => string;
}

const TEXTS: MailTexts<TicketReceiptTexts> = {
  en: {
    subject: (name) => `Your Tern tickets are ready: ${name}`,
    confirmed: (name) => `Your tickets for ${name} are confirmed.`,
    heading: (name) => `Your tickets for ${name}`,
    when: (day, time, zone) => `When: ${day} at ${time} (local time, ${zone})`,
    meetingPoint: 'Meeting point',
    tickets: (who, lead) => `Tickets: ${who}, booked by ${lead}`,
    bring: 'Bring',
    showQr: 'Show one QR code per person at the entrance; they are on your ticket page',
    qrAlt: (id, unit) => `Ticket ${id} (${unit}) QR code`,
    yourTickets: 'Your tickets',
    freeUntil: (until) => `Free cancellation until ${until}; after that it cannot be refunded.`,
    units: { adult: 'Adult', child: 'Child', senior: 'Senior', infant: 'Infant' },
    freeData: (amount) => `Your tickets come with ${amount} of free data, on this eSIM:`,
    cancelledSubject: (name, day) => `Cancelled: ${name}, ${day}`,
    cancelled: (name, day, time) =>
      `Your booking for ${name} on ${day} at ${time} is cancelled, and its tickets are no longer valid.`,
  },
  vi: {
    subject: (name) => `Vé Tern của bạn đã sẵn sàng: ${name}`,
    confirmed: (name) => `Vé tham quan ${name} của bạn đã được xác nhận.`,
    heading: (name) => `Vé tham quan ${name} của bạn`,
    when: (day, time, zone) => `Thời gian: ${time}, ${day} (giờ địa phương, ${zone})`,
    meetingPoint: 'Điểm hẹn',
    tickets: (who, lead) => `Vé: ${who}, do ${lead} đặt`,
    bring: 'Mang theo',
    showQr: 'Mỗi người xuất trình một mã QR ở lối vào; các mã có trên trang vé của bạn',
    qrAlt: (id, unit) => `Mã QR của vé ${id} (${unit})`,
    yourTickets: 'Vé của bạn',
    freeUntil: (until) => `Huỷ miễn phí đến ${until}; sau thời điểm đó không thể hoàn tiền.`,
    units: { adult: 'Người lớn', child: 'Trẻ em', senior: 'Người cao tuổi', infant: 'Em bé' },
    freeData: (amount) => `Vé của bạn kèm ${amount} dữ liệu miễn phí, trên eSIM này:`,
    cancelledSubject: (name, day) => `Đã huỷ: ${name}, ${day}`,
    cancelled: (name, day, time) =>
      `Đặt chỗ ${name} lúc ${time}, ${day} của bạn đã được huỷ và các vé không còn hiệu lực.`,
  },
  ar: {
    subject: (name) => `تذاكرك من Tern جاهزة: ${name}`,
    confirmed: (name) => `تم تأكيد تذاكرك إلى ${name}.`,
    heading: (name) => `تذاكرك إلى ${name}`,
    when: (day, time, zone) => `الموعد: ${day}، الساعة ${time} (بالتوقيت المحلي، ${zone})`,
    meetingPoint: 'نقطة الالتقاء',
    tickets: (who, lead) => `التذاكر: ${who}، باسم ${lead}`,
    bring: 'أحضر معك',
    showQr: 'اعرض رمز QR واحدًا لكل شخص عند المدخل؛ تجد الرموز في صفحة تذاكرك',
    qrAlt: (id, unit) => `رمز QR للتذكرة ${id} (${unit})`,
    yourTickets: 'تذاكرك',
    freeUntil: (until) => `الإلغاء مجاني حتى ${until}؛ وبعد ذلك لا يمكن استرداد المبلغ.`,
    units: { adult: 'بالغ', child: 'طفل', senior: 'كبير السن', infant: 'رضيع' },
    freeData: (amount) => `تأتي تذاكرك مع بيانات مجانية بسعة ${amount}، على شريحة eSIM هذه:`,
    cancelledSubject: (name, day) => `تم الإلغاء: ${name}، ${day}`,
    cancelled: (name, day, time) =>
      `أُلغي حجزك في ${name} يوم ${day} الساعة ${time}، ولم تعد تذاكره صالحة.`,
  },
};

/** What the traveller needs at the gate: what, where, when, one QR code per ticket, the link. */
export async function ticketReceiptSection(
  booking: AttractionTicketSnapshot,
  tickets: AttractionTicket[],
  freeData: FreeData | null,
  ticketPageUrl: string,
  locale: Locale,
): Promise<ReceiptSection> {
  const texts = TEXTS[locale];
  const format = mailFormat(locale);
  const codes = await Promise.all(
    tickets.map(async (ticket) => ({
      ticket,
      cid: `ticket-${ticket.ticketId}`,
      png: await QRCode.toBuffer(ticket.token, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 320,
      }),
    })),
  );
  const when = texts.when(format.day(booking.date), booking.time, booking.timeZone);
  const where = `${booking.meetingPoint.address}, ${booking.city}, ${booking.country}`;
  const who = booking.units
    .map((u) => `${format.number(u.quantity)} × ${texts.units[u.type]}`)
    .join(locale === 'ar' ? '، ' : ', ');
  const freeUntil = texts.freeUntil(
    format.instant(booking.freeCancellationUntil, booking.timeZone),
  );
  const section: ReceiptSection = {
    subject: texts.subject(booking.name),
    text: [
      texts.confirmed(booking.name),
      when,
      `${texts.meetingPoint}: ${where}`,
      texts.tickets(who, booking.leadTraveller.name),
      ...(booking.whatToBring.length ? [`${texts.bring}: ${booking.whatToBring.join(', ')}`] : []),
      `${texts.showQr}: ${ticketPageUrl}`,
      freeUntil,
    ],
    html: [
      `<h1>${escapeHtml(texts.heading(booking.name))}</h1>`,
      `<p>${escapeHtml(when)}<br>${escapeHtml(where)}<br>${escapeHtml(texts.tickets(who, booking.leadTraveller.name))}</p>`,
      ...codes.map(
        ({ ticket, cid }) =>
          `<p><img src="cid:${cid}" width="200" height="200" alt="${escapeHtml(texts.qrAlt(ticket.ticketId, texts.units[ticket.unitType]))}"></p>`,
      ),
      `<p><a href="${escapeHtml(ticketPageUrl)}">${texts.yourTickets}</a> · ${escapeHtml(freeUntil)}</p>`,
    ].join(''),
    attachments: codes.map(({ ticket, cid, png }) => ({
      filename: `tern-ticket-${ticket.ticketId}.png`,
      content: png,
      contentType: 'image/png',
      cid,
    })),
  };
  if (!freeData?.esim) return section;
  const esim = await esimReceiptSection(freeData.plan, freeData.esim, ticketPageUrl, locale);
  return {
    subject: section.subject,
    // Its own words, not the snapshot's dataDescription, which is frozen in English.
    text: [
      ...section.text,
      '',
      texts.freeData(format.dataAmount(freeData.plan.dataAmount)),
      ...esim.text,
    ],
    html: section.html + esim.html,
    attachments: [...(section.attachments ?? []), ...(esim.attachments ?? [])],
  };
}

/** The e-mail about a booking the traveller cancelled: its tickets stop working, the money is back. */
export function ticketCancellationNotice(
  booking: AttractionTicketSnapshot,
  refund: { refunded: string; orderId: string },
  locale: Locale,
) {
  const texts = TEXTS[locale];
  const day = mailFormat(locale).day(booking.date);
  return {
    subject: texts.cancelledSubject(booking.name, day),
    text: [
      texts.cancelled(booking.name, day, booking.time),
      REFUNDED_TO_CARD[locale](refund.refunded, refund.orderId),
    ],
  };
}
