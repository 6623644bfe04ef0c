/** Names a traveller misspells; bench:api and bench:search drop one letter from one of them. */
const NAMES = [
  'switzerland',
  'germany',
  'portugal',
  'thailand',
  'indonesia',
  'australia',
  'argentina',
  'malaysia',
  'netherlands',
  'singapore',
];

/**
 * A misspelt country name (one letter dropped) and a random two-character word after it, so
 * each text is new to the search cache: a miss every request, as bench:api measures it.
 */
export function misspeltSearch() {
  const name = NAMES[Math.floor(Math.random() * NAMES.length)];
  const drop = 1 + Math.floor(Math.random() * (name.length - 2));
  const suffix = Math.random().toString(36).slice(2, 4);
  return `${name.slice(0, drop) + name.slice(drop + 1)} ${suffix}`;
}
