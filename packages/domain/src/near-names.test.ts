import { describe, expect, it } from 'vitest';
import { NEAR_NAME_GROUPS, NON_DISTINCTIVE_NAME_WORDS, nearNameCountries } from './near-names';

const englishName = new Intl.DisplayNames(['en'], { type: 'region' });
const plain = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const distinctiveWords = (name: string) =>
  plain(name)
    .split(' ')
    .filter((w) => w.length > 2 && !NON_DISTINCTIVE_NAME_WORDS.has(w));

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** The rule near-names.ts states, on the names Intl gives in English. */
function namesAreNear(a: string, b: string): boolean {
  if (distinctiveWords(a).some((w) => distinctiveWords(b).includes(w))) return true;
  const x = plain(a).replace(/ /g, '');
  const y = plain(b).replace(/ /g, '');
  if (x.startsWith(y) || y.startsWith(x)) return true;
  let common = 0;
  while (common < x.length && x[common] === y[common]) common++;
  return (common >= 3 && editDistance(x, y) <= 2) || common >= 6;
}

describe('countries with near names (issue 25)', () => {
  it('holds the pairs the issue names', () => {
    expect(nearNameCountries('AT')).toContain('AU');
    expect(nearNameCountries('NE')).toContain('NG');
    expect(nearNameCountries('DM')).toContain('DO');
    expect(nearNameCountries('GN')).toEqual(expect.arrayContaining(['GW', 'GQ', 'PG']));
    expect(nearNameCountries('SK')).toContain('SI');
    expect(nearNameCountries('IQ')).toContain('IR');
    expect(nearNameCountries('MW')).toContain('ML');
    expect(nearNameCountries('CD')).toContain('CG');
    expect(nearNameCountries('SS')).toContain('SD');
    expect(nearNameCountries('AS')).toContain('WS');
    expect(nearNameCountries('MO')).toEqual(expect.arrayContaining(['CN', 'HK']));
  });

  it('works both ways, merges a country’s groups and never names the country itself', () => {
    for (const group of NEAR_NAME_GROUPS) {
      for (const code of group) {
        const near = nearNameCountries(code);
        expect(near).not.toContain(code);
        for (const other of group) if (other !== code) expect(near).toContain(other);
      }
    }
    expect([...nearNameCountries('ML')].sort()).toEqual(['MT', 'MW']);
  });

  it('keeps only groups whose names meet the rule, every pair of them', () => {
    for (const group of NEAR_NAME_GROUPS) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          const [nameA, nameB] = [englishName.of(a)!, englishName.of(b)!];
          expect(namesAreNear(nameA, nameB), `${nameA} / ${nameB}`).toBe(true);
        }
      }
    }
  });

  it('answers nothing for a country without a near name, or no country', () => {
    expect(nearNameCountries('FR')).toEqual([]);
    expect(nearNameCountries(null)).toEqual([]);
    expect(nearNameCountries('at')).toContain('AU');
  });
});
