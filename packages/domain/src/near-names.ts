/**
 * Countries whose names a traveller can mistake for each other (issue 25), by ISO 3166-1 alpha-2
 * code; every country of a group is near every other. Found by running this rule over the sold
 * countries' English names (accents and punctuation dropped):
 * - they share a distinctive word: Guinea / Guinea-Bissau, Sudan / South Sudan, Samoa / American
 *   Samoa, Congo / DR Congo, Macao SAR China / China (the words below are not distinctive);
 * - one begins with the other: Niger / Nigeria, Dominica / Dominican Republic;
 * - they begin with the same three letters and are at most two letters apart: Austria /
 *   Australia, Iran / Iraq, Mali / Malawi, Mali / Malta, Slovakia / Slovenia, Chile / China;
 * - they share their first six letters: Mauritania / Mauritius.
 * Names that only rhyme (Gambia / Zambia) are left out: a picker lists names alphabetically, so
 * a slip lands on a neighbour with the same beginning. near-names.test.ts checks every group.
 */
export const NEAR_NAME_GROUPS: readonly (readonly string[])[] = [
  ['AT', 'AU'],
  ['NE', 'NG'],
  ['DM', 'DO'],
  ['GN', 'GW', 'GQ', 'PG'],
  ['SK', 'SI'],
  ['IR', 'IQ'],
  ['ML', 'MW'],
  ['ML', 'MT'],
  ['CG', 'CD'],
  ['SD', 'SS'],
  ['WS', 'AS'],
  ['MR', 'MU'],
  ['CL', 'CN'],
  // A China plan works in neither Hong Kong nor Macao, which are sold on their own.
  ['CN', 'HK', 'MO'],
  ['VG', 'VI'],
  ['NL', 'BQ'],
];

/** Words many country names share, which say nothing about which country is meant. */
export const NON_DISTINCTIVE_NAME_WORDS: ReadonlySet<string> = new Set([
  'and',
  'the',
  'of',
  'islands',
  'island',
  'republic',
  'saint',
  'st',
  'south',
  'north',
  'new',
  'sar',
  'british',
  'french',
  'united',
  'territory',
]);

const byCountry = new Map<string, string[]>();
for (const group of NEAR_NAME_GROUPS) {
  for (const code of group) {
    const others = byCountry.get(code) ?? [];
    for (const other of group) if (other !== code && !others.includes(other)) others.push(other);
    byCountry.set(code, others);
  }
}

/** The countries whose names are near this one's, by ISO code; empty when there are none. */
export function nearNameCountries(isoCode: string | null | undefined): readonly string[] {
  return isoCode ? (byCountry.get(isoCode.toUpperCase()) ?? []) : [];
}
