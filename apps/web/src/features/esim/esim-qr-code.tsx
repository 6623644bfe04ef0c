import QRCode from 'qrcode';

/**
 * The LPA activation string as a QR code, drawn on the server as inline SVG: it is in the
 * HTML itself, so it shows from the offline copy of the page and even when scripts fail.
 * Error correction M is what phone cameras read reliably off a screen; the quiet zone
 * (margin) is part of the code, not decoration.
 */
export async function EsimQrCode({ lpaString, label }: { lpaString: string; label: string }) {
  const svg = await QRCode.toString(lpaString, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0b1b33', light: '#ffffff' },
  });
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="esim-qr"
      className="aspect-square w-full max-w-64 rounded-2xl bg-white p-2 ring-1 ring-slate-200 [&>svg]:block [&>svg]:size-full"
      // The SVG comes from the qrcode package and encodes only the API's LPA string.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, generated markup (see above).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
