/**
 * Wordmarks of fictional carrier partners, drawn for Tern: no real operator's trademark is used.
 * Each is a small mark plus the name in the page font, so twelve logos cost no image requests.
 */
const MARKS = {
  wave: (
    <path
      d="M4 26c6-8 12-8 18 0s12 8 18 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
    />
  ),
  peak: <path d="M4 34 18 12l8 12 5-6 9 16z" fill="currentColor" />,
  sun: (
    <>
      <circle cx="22" cy="24" r="9" fill="currentColor" />
      <path
        d="M22 6v5M22 37v5M4 24h5M35 24h5M9 11l3.5 3.5M31.5 33.5 35 37M9 37l3.5-3.5M31.5 14.5 35 11"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  ring: (
    <>
      <circle cx="22" cy="24" r="14" fill="none" stroke="currentColor" strokeWidth="5" />
      <circle cx="33" cy="13" r="5" fill="currentColor" />
    </>
  ),
  leaf: (
    <path
      d="M8 38C8 18 20 8 38 8c0 20-10 30-30 30zm0 0 18-18"
      fill="currentColor"
      stroke="#fff"
      strokeWidth="2"
    />
  ),
  bolt: <path d="M24 4 8 28h13l-3 16 18-26H23z" fill="currentColor" />,
  bars: <path d="M6 32h6v8H6zm10-8h6v16h-6zm10-8h6v24h-6zm10-8h6v32h-6z" fill="currentColor" />,
  petal: (
    <path
      d="M22 8c6 6 6 14 0 20-6-6-6-14 0-20zm0 20c8-2 14 2 16 10-8 2-14-2-16-10zm0 0c-2 8-8 12-16 10 2-8 8-12 16-10z"
      fill="currentColor"
    />
  ),
} as const;

type Mark = keyof typeof MARKS;

export const PARTNERS: { name: string; mark: Mark; color: string }[] = [
  { name: 'Nordwave', mark: 'wave', color: '#2563eb' },
  { name: 'Altamar', mark: 'peak', color: '#0a7569' },
  { name: 'Solenne', mark: 'sun', color: '#d97706' },
  { name: 'Pacifica Link', mark: 'ring', color: '#0891b2' },
  { name: 'Monsoon', mark: 'leaf', color: '#15803d' },
  { name: 'Voltis', mark: 'bolt', color: '#7c3aed' },
  { name: 'Meridia', mark: 'bars', color: '#e8503c' },
  { name: 'Sakuro', mark: 'petal', color: '#db2777' },
  { name: 'Kestrel', mark: 'peak', color: '#0f766e' },
  { name: 'Halcyon', mark: 'ring', color: '#4f46e5' },
  { name: 'Baobab', mark: 'leaf', color: '#a16207' },
  { name: 'Ondina', mark: 'wave', color: '#0369a1' },
];

export function PartnerWordmark({ name, mark, color }: (typeof PARTNERS)[number]) {
  return (
    // A logo does not mirror: the wordmark runs left to right from its x in every locale.
    <svg
      viewBox="0 0 180 48"
      role="img"
      aria-label={name}
      direction="ltr"
      className="h-10 w-auto max-w-full"
    >
      <g style={{ color }}>{MARKS[mark]}</g>
      <text
        x="50"
        y="32"
        fill="#334155"
        // The page's text font (globals.css): naming Inter here would fetch it before the first paint.
        style={{ fontFamily: 'var(--font-sans)' }}
        fontSize={name.length > 9 ? 19 : 22}
        fontWeight="700"
        letterSpacing="-0.5"
      >
        {name}
      </text>
    </svg>
  );
}
