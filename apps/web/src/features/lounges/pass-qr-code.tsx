import QRCode from 'qrcode';

/**
 * The pass's signed token as a QR code, drawn on the server as inline SVG (like the eSIM's):
 * it is in the HTML itself, so it shows from the offline copy of the page. Error correction M
 * reads reliably off a screen at a lounge's scanner.
 */
export async function PassQrCode({ token, label }: { token: string; label: string }) {
  const svg = await QRCode.toString(token, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0b1b33', light: '#ffffff' },
  });
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="pass-qr"
      className="aspect-square w-full max-w-64 rounded-2xl bg-white p-2 ring-1 ring-slate-200 [&>svg]:block [&>svg]:size-full"
      // The SVG comes from the qrcode package and encodes only the API's signed token.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, generated markup (see above).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
