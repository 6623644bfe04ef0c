import { minutesToTime, type OpenStretch } from '../opening-hours';
import type { SlotRule } from './catalogue';

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Start times on a day with these open stretches: fixed departures that fall inside one, or
 * every `everyMinutes` from opening while a visit still fits before closing (at least one).
 */
export function startTimes(stretches: OpenStretch[], rule: SlotRule): string[] {
  const starts = new Set<number>();
  for (const { opens, closes } of stretches) {
    if (rule.departures) {
      for (const departure of rule.departures.map(toMinutes)) {
        if (departure >= opens && departure < closes) starts.add(departure);
      }
      continue;
    }
    const last = Math.max(opens, closes - rule.lastStartBeforeClose);
    for (let start = opens; start <= last && start < closes; start += rule.everyMinutes) {
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map(minutesToTime);
}
