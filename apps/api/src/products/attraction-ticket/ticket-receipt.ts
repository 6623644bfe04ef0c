import type { AttractionTicket, AttractionTicketSnapshot, FreeData } from '@tern/contracts';
import QRCode from 'qrcode';
import { esimReceiptSection } from '../esim-plan/esim-receipt';
import type { ReceiptSection } from '../product-kind';
import { escapeHtml } from '../shared/escape-html';

/** What the traveller needs at the gate: what, where, when, one QR code per ticket, the link. */
export async function ticketReceiptSection(
  booking: AttractionTicketSnapshot,
  tickets: AttractionTicket[],
  freeData: FreeData | null,
  ticketPageUrl: string,
): Promise<ReceiptSection> {
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
  const when = `${booking.date} at ${booking.time} (local time, ${booking.timeZone})`;
  const where = `${booking.meetingPoint.address}, ${booking.city}, ${booking.country}`;
  const who = booking.units.map((u) => `${u.quantity} × ${u.type}`).join(', ');
  const freeUntil = new Date(booking.freeCancellationUntil).toUTCString();
  const section: ReceiptSection = {
    subject: `Your Tern tickets are ready: ${booking.name}`,
    text: [
      `Your tickets for ${booking.name} are confirmed.`,
      `When: ${when}`,
      `Meeting point: ${where}`,
      `Tickets: ${who}, booked by ${booking.leadTraveller.name}`,
      ...(booking.whatToBring.length ? [`Bring: ${booking.whatToBring.join(', ')}`] : []),
      `Show one QR code per person at the entrance; they are on your ticket page: ${ticketPageUrl}`,
      `Free cancellation until ${freeUntil}; after that it cannot be refunded.`,
    ],
    html: [
      `<h1 style="font-family:sans-serif">Your tickets for ${escapeHtml(booking.name)}</h1>`,
      `<p style="font-family:sans-serif">${escapeHtml(when)}<br>${escapeHtml(where)}<br>${escapeHtml(who)} · ${escapeHtml(booking.leadTraveller.name)}</p>`,
      ...codes.map(
        ({ ticket, cid }) =>
          `<p><img src="cid:${cid}" width="200" height="200" alt="Ticket ${escapeHtml(ticket.ticketId)} (${ticket.unitType}) QR code"></p>`,
      ),
      `<p style="font-family:sans-serif"><a href="${escapeHtml(ticketPageUrl)}">Your tickets</a> · Free cancellation until ${escapeHtml(freeUntil)}</p>`,
    ].join(''),
    attachments: codes.map(({ ticket, cid, png }) => ({
      filename: `tern-ticket-${ticket.ticketId}.png`,
      content: png,
      contentType: 'image/png',
      cid,
    })),
  };
  if (!freeData?.esim) return section;
  const esim = await esimReceiptSection(freeData.plan, freeData.esim, ticketPageUrl);
  return {
    subject: section.subject,
    text: [...section.text, '', booking.dataDescription, ...esim.text],
    html: section.html + esim.html,
    attachments: [...(section.attachments ?? []), ...(esim.attachments ?? [])],
  };
}
