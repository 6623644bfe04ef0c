import { LineIcon } from '@/components/ui/line-icon';

/** 24×24 line icons for the feature and utility tiles; decorative (the tile text names them). */
const PATHS = {
  itinerary: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14',
  attractions: 'M4 8a2 2 0 0 0 0 4v4h16v-4a2 2 0 0 1 0-4V4H4zm10-4v12',
  lounge:
    'M5 11V8a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v3M3 12a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3zm2 5v2m14-2v2',
  fastTrack: 'M4 12h10m-4-5 5 5-5 5m6-10 5 5-5 5',
  visa: 'M6 3h12v18H6zm6 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm-3 10h6',
  insurance: 'M12 3 5 6v5c0 5 3 8 7 10 4-2 7-5 7-10V6zm-3 9 2 2 4-4',
  currency: 'M4 8h14l-3.5-3.5M20 16H6l3.5 3.5',
  activities: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  weather:
    'M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18zM12 2v2m7.1.9-1.4 1.4M4.9 4.9l1.4 1.4',
  translator: 'M4 5h8M8 3v2c0 4-2 7-5 8m3-4c1 2 3 3.5 5 4m2 7 4-9 4 9m-6.5-3h5',
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({
  name,
  className = 'size-6',
}: {
  name: FeatureIconName;
  className?: string;
}) {
  return (
    <LineIcon className={className} strokeWidth={1.8} round>
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
