import type { MeetingPoint } from '@tern/contracts';
import { formatCoordinates, mapsHref } from './place-details';

/** The address, the coordinates and a link that opens them in the visitor's maps app. */
export function MeetingPointFacts({
  point,
  words,
}: {
  point: MeetingPoint;
  words: { coordinates: string; openInMaps: string };
}) {
  return (
    <div className="mt-3 text-slate-800" data-testid="meeting-point">
      <address className="not-italic">{point.address}</address>
      <p className="mt-1 text-sm text-slate-600">
        {words.coordinates}: <span className="font-mono">{formatCoordinates(point)}</span>
      </p>
      <a
        href={mapsHref(point)}
        rel="noopener noreferrer"
        target="_blank"
        className="mt-2 inline-flex font-semibold text-brand-700 underline"
        data-testid="open-in-maps"
      >
        {words.openInMaps}
      </a>
    </div>
  );
}
