import type { AirportLine } from '@tern/contracts';
import { FAST_TRACK_MODULE, LOUNGE_MODULE } from '@tern/domain';

/** The two kinds of airport service and where their pages live (spec §1, §2). */
export type ServiceMode = 'lounge' | 'fasttrack';

export const moduleOf = (mode: ServiceMode) =>
  mode === 'fasttrack' ? FAST_TRACK_MODULE : LOUNGE_MODULE;

/** /lounge/airport/{city} or /fasttrack/airport/{city}. */
export const cityPath = (mode: ServiceMode, city: string) =>
  `/${mode}/airport/${encodeURIComponent(city)}`;

/** /lounge/{resourceId} or /fasttrack/{resourceId}. */
export const servicePath = (mode: ServiceMode, resourceId: string) =>
  `/${mode}/${encodeURIComponent(resourceId)}`;

/** The pages a booked line's kind is sold on. */
export const modeOfLine = (kind: AirportLine['kind']): ServiceMode =>
  kind === 'fast_track' ? 'fasttrack' : 'lounge';
