import type { AirportLineKind, AirportServiceSnapshot, EPass } from '@tern/contracts';
import QRCode from 'qrcode';
import type { ReceiptSection } from '../product-kind';
import { escapeHtml } from '../shared/escape-html';

/** What the traveller needs at the airport: what, where, when, who, the QR code and the link. */
export async function airportReceiptSection(
  kind: AirportLineKind,
  booking: AirportServiceSnapshot,
  pass: EPass,
  passPageUrl: string,
): Promise<ReceiptSection> {
  const what = kind === 'fast_track' ? 'fast-track pass' : 'lounge pass';
  const cid = `epass-${pass.passId}`;
  const qr = await QRCode.toBuffer(pass.token, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  const where = `${booking.airport.name} (${booking.airport.iata}), ${booking.terminal}, ${booking.side}: ${booking.location}`;
  const when = `${booking.date}, entry from ${booking.entryWindow.from} until ${booking.entryWindow.until} (airport time, ${booking.airport.timeZone})`;
  const freeUntil = new Date(booking.freeCancellationUntil).toUTCString();
  return {
    subject: `Your Tern ${what} is ready: ${booking.name}`,
    text: [
      `Your ${what} for ${booking.name} is ready.`,
      `Where: ${where}`,
      `When: ${when}`,
      `Flight: ${booking.flightNumber}`,
      `Travellers: ${booking.travellers.join(', ')}`,
      `Pass: ${pass.passId} (supplier reference ${pass.providerReference})`,
      `Show the QR code on your e-pass page at the entrance: ${passPageUrl}`,
      `Free cancellation until ${freeUntil}; after that it cannot be refunded.`,
    ],
    html: [
      `<h1 style="font-family:sans-serif">Your ${what} for ${escapeHtml(booking.name)}</h1>`,
      `<p style="font-family:sans-serif">${escapeHtml(where)}<br>${escapeHtml(when)}<br>Flight ${escapeHtml(booking.flightNumber)} · ${escapeHtml(booking.travellers.join(', '))}</p>`,
      `<p><img src="cid:${cid}" width="240" height="240" alt="E-pass QR code"></p>`,
      `<p style="font-family:sans-serif"><a href="${escapeHtml(passPageUrl)}">Your e-pass</a> · Free cancellation until ${escapeHtml(freeUntil)}</p>`,
    ].join(''),
    attachments: [
      { filename: `tern-epass-${pass.passId}.png`, content: qr, contentType: 'image/png', cid },
    ],
  };
}
