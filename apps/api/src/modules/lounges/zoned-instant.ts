import { localDateTime } from '@tern/domain';

/**
 * The UTC instant of a local date and time in an IANA zone. Guesses the instant as if the wall
 * time were UTC, then corrects by the zone's offset at that guess; a second pass settles the
 * hours around a daylight-saving change.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const local = localDateTime(timeZone, new Date(guess));
    const offset = Date.parse(`${local.date}T${local.time}:00Z`) - guess;
    guess = wall - offset;
  }
  return new Date(guess);
}
