interface TernLogoProps {
  /** "light" for dark backgrounds (the footer). */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * The Tern wordmark: a tern in flight on a lagoon-green tile under a coral sun, the dot that also
 * marks the flag badges, then the name. One SVG so it scales crisply at any size.
 */
export function TernLogo({ tone = 'dark', className = '' }: TernLogoProps) {
  const text = tone === 'dark' ? '#0b1b33' : '#ffffff';
  return (
    <svg
      viewBox="0 0 124 36"
      // Given a box narrower than the wordmark (the header on a 320 px screen), the logo keeps its
      // height and shows the tile alone rather than shrinking the whole mark.
      preserveAspectRatio="xMinYMid slice"
      role="img"
      aria-label="Tern"
      // A logo does not mirror: its wordmark runs left to right from x in every locale.
      direction="ltr"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="36" height="36" rx="10" fill="#0b9484" />
      <TernMark />
      <text
        x="45"
        y="26.5"
        fill={text}
        // The page's text font (globals.css): naming Inter here would fetch it before the first paint.
        style={{ fontFamily: 'var(--font-sans)' }}
        fontSize="25"
        fontWeight="750"
        letterSpacing="-1"
      >
        tern
      </text>
    </svg>
  );
}

/**
 * The bird alone, drawn on a 36×36 tile; the favicon is the same drawing (assets/tern-icon.svg,
 * rendered to src/app/icon.png).
 */
export function TernMark() {
  return (
    <>
      <path
        d="M4.5 20.5c3.2-6.4 8.8-8 13.5-2.3 4.7-5.7 10.3-4.1 13.5 2.3-3.8-3-9-3.3-13.5 2.8-4.5-6.1-9.7-5.8-13.5-2.8Z"
        fill="#ffffff"
      />
      <circle cx="27" cy="9.5" r="3" fill="#ff6b57" />
    </>
  );
}
