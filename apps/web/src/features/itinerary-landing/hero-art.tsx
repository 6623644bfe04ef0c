/** The three stops of the day the picture shows: a pin, and its card beside it. */
const STOPS = [
  { x: 110, y: 250, card: { x: 40, y: 150 }, pin: '#ff6b57' },
  { x: 270, y: 150, card: { x: 300, y: 70 }, pin: '#ffffff' },
  { x: 410, y: 235, card: { x: 330, y: 270 }, pin: '#5eead4' },
] as const;

/**
 * The hero's picture (colours from the theme, written out: SVG attributes cost the page's style
 * sheet nothing): one day of a plan, three stops joined on a map, drawn inline (no request,
 * and no text in it to translate). The 'Your eSIM' card, when there is one, lies over its lower
 * part, so the box keeps its size either way.
 */
export function HeroArt({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 520 400"
      className="h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="520" height="400" fill="#0c5e56" />
      <path
        d="M-10 120C60 80 120 110 170 90s90-70 160-50 120 10 200 0V-10H-10zM-10 330c70-30 150 10 220-20s120-60 200-30 80 40 120 30v110H-10z"
        fill="#0a7569"
      />
      <path
        d="M60 300c40-20 80-10 110-40M200 60c30 20 60 10 90-10M380 330c30-20 60-30 100-20"
        stroke="#0b9484"
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path
        d={`M${STOPS[0].x} ${STOPS[0].y}C160 190 200 170 ${STOPS[1].x} ${STOPS[1].y}S380 200 ${STOPS[2].x} ${STOPS[2].y}`}
        fill="none"
        stroke="#c9fbf0"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      {STOPS.map((stop, index) => (
        <g key={stop.x}>
          <rect
            x={stop.card.x}
            y={stop.card.y}
            width="150"
            height="56"
            rx="14"
            fill="#ffffff"
            fillOpacity="0.95"
          />
          <circle cx={stop.card.x + 26} cy={stop.card.y + 28} r="12" fill={stop.pin} />
          <circle
            cx={stop.card.x + 26}
            cy={stop.card.y + 28}
            r="12"
            fill="none"
            stroke="#0c5e56"
            strokeOpacity="0.25"
          />
          <rect
            x={stop.card.x + 48}
            y={stop.card.y + 17}
            width={80 - index * 12}
            height="8"
            rx="4"
            fill="#0b1b33"
            fillOpacity="0.75"
          />
          <rect
            x={stop.card.x + 48}
            y={stop.card.y + 32}
            width={56 + index * 10}
            height="7"
            rx="3.5"
            fill="#cbd5e1"
          />
          <path
            d={`M${stop.x} ${stop.y}c-14-16-22-27-22-38a22 22 0 0 1 44 0c0 11-8 22-22 38z`}
            fill={stop.pin}
          />
          <circle cx={stop.x} cy={stop.y - 38} r="8" fill="#0c5e56" />
        </g>
      ))}
    </svg>
  );
}
