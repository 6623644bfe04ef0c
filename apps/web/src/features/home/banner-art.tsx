/**
 * Line art for the banner slides, drawn inline: a handful of shapes each, so the banner needs
 * no image request and nothing here can become a slow Largest Contentful Paint.
 */
export type BannerArtKind = 'smart' | 'countries' | 'affordable';

const STROKE = { fill: 'none', strokeWidth: 3, strokeLinecap: 'round' } as const;

function PhoneArt() {
  return (
    <>
      {/* The flight path runs behind the phone, ending at the plane. */}
      <path d="M20 250C70 150 170 60 300 66" stroke="#94f5e2" strokeDasharray="6 10" {...STROKE} />
      <path d="m292 56 30-8-12 26-5-10z" fill="#ff6b57" />
      <rect
        x="120"
        y="40"
        width="120"
        height="210"
        rx="22"
        fill="#0e4d47"
        stroke="#5eead4"
        strokeWidth="3"
      />
      <rect x="134" y="62" width="92" height="150" rx="8" fill="#0b1b33" />
      <path
        d="M160 150a28 28 0 0 1 40 0M150 136a42 42 0 0 1 60 0M140 122a56 56 0 0 1 80 0"
        stroke="#5eead4"
        {...STROKE}
      />
      <circle cx="180" cy="165" r="6" fill="#ff6b57" />
    </>
  );
}

function GlobeArt() {
  return (
    <>
      <circle cx="180" cy="145" r="105" fill="#0e4d47" stroke="#5eead4" strokeWidth="3" />
      <ellipse cx="180" cy="145" rx="45" ry="105" stroke="#5eead4" {...STROKE} />
      <path d="M75 145h210M92 90h176M92 200h176" stroke="#5eead4" {...STROKE} />
      <path d="M128 92a14 14 0 1 1 28 0c0 12-14 24-14 24s-14-12-14-24z" fill="#ff6b57" />
      <path d="M214 160a12 12 0 1 1 24 0c0 10-12 20-12 20s-12-10-12-20z" fill="#ffffff" />
      <circle cx="286" cy="58" r="10" fill="#ff6b57" />
    </>
  );
}

function TagArt() {
  return (
    <>
      <path
        d="M70 150 170 50h110v110L180 260z"
        fill="#0e4d47"
        stroke="#5eead4"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="245" cy="85" r="14" fill="#0b1b33" stroke="#5eead4" strokeWidth="3" />
      <path d="M150 190l60-60" stroke="#ff6b57" strokeWidth="8" strokeLinecap="round" />
      <circle cx="152" cy="140" r="14" stroke="#ffffff" {...STROKE} />
      <circle cx="208" cy="182" r="14" stroke="#ffffff" {...STROKE} />
    </>
  );
}

const ART = { smart: PhoneArt, countries: GlobeArt, affordable: TagArt } as const;

export function BannerArt({ kind }: { kind: BannerArtKind }) {
  const Art = ART[kind];
  return (
    <svg aria-hidden="true" viewBox="0 0 360 290" className="h-auto w-full max-w-sm">
      <Art />
    </svg>
  );
}
