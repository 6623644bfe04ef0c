import QRCode from 'qrcode';

export interface QrCodeProps {
  /** What the code encodes: an eSIM's LPA string, an e-pass's signed token. */
  value: string;
  /** What the code is, for screen readers. */
  label: string;
  testId?: string;
}

/**
 * A QR code drawn on the server as inline SVG: it is in the HTML itself, so it shows from the
 * offline copy of a page and even when scripts fail. Error correction M is what phone cameras
 * and lounge scanners read reliably off a screen; the quiet zone (margin) is part of the code.
 */
export async function QrCode({ value, label, testId }: QrCodeProps) {
  const svg = await QRCode.toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0b1b33', light: '#ffffff' },
  });
  return (
    <div
      role="img"
      aria-label={label}
      data-testid={testId}
      className="aspect-square w-full max-w-64 rounded-2xl bg-white p-2 ring-1 ring-slate-200 [&>svg]:block [&>svg]:size-full"
      // The SVG comes from the qrcode package and encodes only a value the API gave.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, generated markup (see above).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
